import { ArrowRightLeft, ChartLine, Megaphone, Sparkles } from 'lucide-react';
import {
  DISTRIBUTION_ARTISTS_MAX,
  DISTRIBUTION_ARTWORK_SIDE,
  DISTRIBUTION_AUDIO_MAX_MB,
  TOUR_CLAIMS,
} from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { REGISTER_LINK } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { PRO_PRICES } from '../content/pro-price.ts';

const B = BRAND.name;
const STORES = [
  'Spotify',
  'Apple Music',
  'YouTube Music',
  'Amazon Music',
  'JioSaavn',
  'Gaana',
  'Wynk Music',
  'Instagram and Facebook',
  'iTunes',
  'Deezer',
  'Tidal',
  'Shazam',
];

/** /artist/release-music: distribution for artists — where, how, what to prepare, what happens after. */
export default function ReleaseMusicPage() {
  return (
    <>
      <PageHero
        eyebrow="Release music"
        title={`Your music on ${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries`}
        lead={
          <p>
            Release singles and albums from {B} to the stores your listeners use, in India and everywhere else. You keep
            your rights, follow your streams and collect your royalties in one place.
          </p>
        }
        actions={
          <>
            <ActionLink to="/distribute">Create a release</ActionLink>
            <ActionLink to="/distribution-guide" variant="secondary">
              Read the distribution guide
            </ActionLink>
          </>
        }
      />

      <ContentSection
        title="Where your music goes"
        intro={
          <p>
            Among the {TOUR_CLAIMS.stores} stores and services we deliver to. You can leave out any store you do not
            want.
          </p>
        }
      >
        <ul className="flex flex-wrap gap-2">
          {STORES.map((store) => (
            <li key={store} className="rounded-full border border-border-strong bg-surface px-4 py-2 text-fg">
              {store}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="New release or transfer" tone="raised">
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Sparkles,
              title: 'New release',
              text: 'Music that has never been in the stores. We assign the ISRC codes and the UPC. Choose a release date at least 10 days ahead, so there is time for review, delivery and your pre-save campaign.',
            },
            {
              icon: ArrowRightLeft,
              title: 'Transfer release',
              text: 'Music already in the stores through another distributor or label. Give us its ISRC and UPC codes, original release date, the platforms it is on and, where applicable, its Gaana link, and it keeps its plays and playlist places. It can go live within 15 days.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="How to release">
        <StepList
          steps={[
            { title: 'Log on', text: 'Sign in with your artist or band account, or create one for free.' },
            {
              title: 'Subscribe',
              text: `Distribution is part of Pro: ${PRO_PRICES.price}/Year instead of ${PRO_PRICES.listPrice}/Year, with unlimited releases.`,
            },
            {
              title: 'Choose what to distribute',
              text: 'A new release or a transfer release, then a single or an album.',
            },
            {
              title: 'Fill the form',
              text: 'Release details, track details, artwork, scheduling, and the agreement you sign with a one-time password.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Have these ready"
        tone="raised"
        intro={
          <p>
            The <TextLink to="/distribution-guide">distribution guide</TextLink> explains every field of the form.
          </p>
        }
      >
        <CheckList
          columns={2}
          items={[
            `Each track as a WAV file of up to ${DISTRIBUTION_AUDIO_MAX_MB} MB, exported from your master`,
            `Artwork as a square JPG of ${DISTRIBUTION_ARTWORK_SIDE}x${DISTRIBUTION_ARTWORK_SIDE} pixels`,
            `The names of up to ${DISTRIBUTION_ARTISTS_MAX} artists, exactly as they appear on the stores`,
            'The legal names of the composers, lyricists and producers',
            'Lyrics typed in Roman script, if the song has words',
            'Licences for any cover song or sample you used',
          ]}
        />
      </ContentSection>

      <ContentSection title="After the release">
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: ChartLine,
              title: 'Follow your streams',
              text: 'Distribution analytics show streams by store and country; the revenue report shows what each release earned, paid to your bank account.',
            },
            {
              icon: Megaphone,
              title: 'Keep promoting',
              text: 'Share cards, embeds, radio pitching, TV and opportunities keep a release working long after release day.',
              link: { label: 'Promotional tools', to: '/artist/promotional-tools' },
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Release your next song with us"
        text={<p>Create a free account today and release whenever you are ready.</p>}
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Create your artist account</ActionLink>
            <ActionLink to="/distribution-guide" variant="secondary">
              Read the distribution guide
            </ActionLink>
          </>
        }
      />
    </>
  );
}
