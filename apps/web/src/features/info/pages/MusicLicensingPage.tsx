import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Music licensing');

/** /brands/music-licensing: licensing independent artists' songs for ads, film, series, games and events. */
export default function MusicLicensingPage() {
  return (
    <>
      <PageHero
        eyebrow="Music licensing"
        title="The right song, cleared and ready to use"
        lead={
          <p>
            License music from independent artists on {B} for advertising, films, web series, games, podcasts, events
            and retail. Artists who list their songs for licensing hold both the recording and the song rights, so one
            agreement clears both, quickly and at a fair price.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Request music</ActionLink>}
      />

      <ContentSection title="Where our music is used">
        <CheckList
          columns={2}
          items={[
            'TV, digital and cinema advertising',
            'Feature films, documentaries and web series',
            'Games and apps',
            'Podcasts, YouTube channels and brand films',
            'Events, exhibitions and award shows',
            'Background music for stores, cafés, hotels and gyms',
          ]}
        />
      </ContentSection>

      <ContentSection title="How licensing works" tone="raised">
        <StepList
          steps={[
            {
              title: 'Tell us what you need',
              text: 'The scene or spot, the mood, references, the length, where it will be used, for how long and in which territories.',
            },
            {
              title: 'Get a playlist',
              text: 'Our music supervisors send a shortlist of suitable songs within days, with the price for your usage.',
            },
            {
              title: 'Clear it in one deal',
              text: 'One licence covers the recording and the composition. Custom edits, stems and instrumentals are available.',
            },
            {
              title: 'Artists are paid',
              text: 'The artist is paid directly for every licence, and credited where the medium allows.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="What to expect">
        <CheckList
          items={[
            'Songs in Hindi, English and regional languages, and instrumentals for every mood',
            'Clear pricing by medium, term and territory, before you commit',
            'Custom versions: 15, 30 and 60-second edits, alternate mixes and stems',
            'A written licence with the rights chain documented, ready for your legal team',
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Looking for a song?"
        text={<p>Describe the scene or the spot and where it will run; we will send options.</p>}
        actions={<ActionLink to={CONTACT}>Request music</ActionLink>}
      />
    </>
  );
}
