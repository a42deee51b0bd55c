import { AudioLines, Clapperboard, Languages, Mic, Music, Smartphone } from 'lucide-react';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Content creation');

/** /brands/content-creation: music and video made for brands with independent artists. */
export default function ContentCreationPage() {
  return (
    <>
      <PageHero
        eyebrow="Content creation"
        title="Music and content made for your brand by artists people follow"
        lead={
          <p>
            From a five-second sonic logo to a full music video, {B} produces original content with independent artists
            and our production team. You get work that sounds new, fits your brand and comes with every right you need.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Start a project</ActionLink>}
      />

      <ContentSection title="What we make">
        <FeatureGrid
          features={[
            {
              icon: Music,
              title: 'Jingles and anthems',
              text: 'Original songs for campaigns, events and teams, written and performed by the artist you choose.',
            },
            {
              icon: AudioLines,
              title: 'Sonic identity',
              text: 'A sonic logo, hold music and in-store sound that make your brand recognisable with the screen off.',
            },
            {
              icon: Clapperboard,
              title: 'Music videos',
              text: 'Branded music videos with a story, shot with our production partners and ready for TV and digital.',
            },
            {
              icon: Smartphone,
              title: 'Short-form video',
              text: 'Reels and Shorts built around a song, a hook or a challenge, made for vertical screens.',
            },
            {
              icon: Mic,
              title: 'Live sessions',
              text: 'Studio and location sessions, unplugged sets and behind-the-scenes films with your brand present.',
            },
            {
              icon: Languages,
              title: 'Regional versions',
              text: 'The same campaign song performed by different artists in Hindi, Tamil, Telugu, Bengali, Marathi, Punjabi and more.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="From brief to launch" tone="raised">
        <StepList
          steps={[
            { title: 'Brief', text: 'Your goal, audience, references, deliverables, timeline and budget.' },
            {
              title: 'Artists and concept',
              text: 'We propose artists and a creative concept, with demos where needed.',
            },
            {
              title: 'Production',
              text: 'Recording, shooting and editing, with review rounds agreed up front so there are no surprises.',
            },
            {
              title: 'Delivery',
              text: 'Final masters and cut-downs (60, 30, 15 seconds), stems and a clear licence for the channels and term you need.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Tell us what you want to make"
        text={<p>Send us a few lines about your project; we reply with ideas, artists and a quote.</p>}
        actions={<ActionLink to={CONTACT}>Start a project</ActionLink>}
      />
    </>
  );
}
