import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { useTvProgrammes } from '../api/get-tv-programmes.ts';

const B = BRAND.name;

/** /programme-format: the programmes of the TV channel (as the TV team keeps them) and the technical format of submissions. */
export default function ProgrammeFormatPage() {
  const programmes = useTvProgrammes();
  return (
    <>
      <PageHero
        eyebrow={`${B} TV`}
        title="Programme format"
        lead={
          <p>
            {B} TV is a music channel for independent artists, reaching {TOUR_CLAIMS.households} households. Its
            schedule is built from a few regular programmes, each with its own audience and rules for which videos it
            plays.
          </p>
        }
        actions={
          <>
            <ActionLink to="/mydashboard/tv/pitch">Pitch your video</ActionLink>
            <ActionLink to="/brands/brand-integration-on-tv" variant="secondary">
              Integrate your brand
            </ActionLink>
          </>
        }
      />

      <ContentSection title="The programmes">
        {programmes.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
        <ul className="grid gap-4 md:grid-cols-2">
          {(programmes.data ?? []).map((programme) => (
            <li key={programme.slug} className="rounded-2xl border border-border bg-surface p-6">
              <h3 className="text-lg font-semibold text-fg">{programme.name}</h3>
              <p className="mt-1 text-sm font-medium text-accent-soft">
                {programme.length} · {programme.slot}
              </p>
              <p className="mt-3 text-fg-muted">{programme.description}</p>
              <p className="mt-3 text-fg-muted">
                <strong className="text-fg">Which videos: </strong>
                {programme.for_whom}
              </p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        title="Technical format of submissions"
        tone="raised"
        intro={<p>Videos that meet these requirements can be scheduled without extra work.</p>}
      >
        <CheckList
          columns={2}
          items={[
            'Resolution of 1920x1080 (1080p) preferred, 1280x720 (720p) at least',
            'Aspect ratio 16:9, without black bars added to a vertical video',
            'Mastered stereo audio, without clipping',
            'No watermarks, website addresses, social handles or QR codes on screen',
            'A CBFC certificate (U or UA) for the video',
            'Full rights to the music, the footage and everyone who appears in it',
          ]}
        />
      </ContentSection>

      <ContentSection
        title="How videos are chosen"
        intro={
          <p>
            Our programming team watches every video submitted to TV. We choose for quality of the music and the video,
            fit with a programme and variety across languages and genres, not for how many followers an artist has.
            Chosen artists hear from the {B} Team in their messages, with the programme and the date.
          </p>
        }
      />

      <CallToAction
        title="Questions about the channel?"
        text={
          <p>Artists, brands and cable and DTH partners can reach our programming team through the contact form.</p>
        }
        actions={<ActionLink to={getContactLink(`${B} TV`)}>Contact the TV team</ActionLink>}
      />
    </>
  );
}
