import { ChartLine, MapPin, Music, Smartphone } from 'lucide-react';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Influencer campaign');

/** /brands/influencer-campaign: campaigns with artists as creators on social platforms. */
export default function InfluencerCampaignPage() {
  return (
    <>
      <PageHero
        eyebrow="Influencer campaigns"
        title="Artists are the original influencers"
        lead={
          <p>
            Musicians have something most creators don&rsquo;t: a song people sing along to. {B} runs campaigns in which
            independent artists carry your message in their music, their reels and their live shows, to fans who chose
            to follow them.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Plan a campaign</ActionLink>}
      />

      <ContentSection title="Campaign formats">
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Music,
              title: 'Song-led campaigns',
              text: 'An artist writes a song or a hook around your campaign and releases it on their channels and in the stores.',
            },
            {
              icon: Smartphone,
              title: 'Reels and challenges',
              text: 'A dance, a lip-sync or a cover challenge on Instagram Reels and YouTube Shorts, started by the artists and carried by their fans.',
            },
            {
              icon: MapPin,
              title: 'Regional and city campaigns',
              text: 'Artists chosen by city, state, language and genre, to reach exactly the audience you need.',
            },
            {
              icon: ChartLine,
              title: 'Always-on ambassadors',
              text: 'A group of artists who feature your brand across releases, shows and posts over several months.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="How we run it" tone="raised">
        <StepList
          steps={[
            { title: 'Audience', text: 'Who you want to reach, where, and what they should do.' },
            {
              title: 'Artist selection',
              text: 'A shortlist of artists with real, engaged fans, checked for fake followers and brand safety.',
            },
            {
              title: 'Content',
              text: 'Artists create in their own voice, within guidelines you approve, with clear disclosure of the partnership.',
            },
            { title: 'Reporting', text: 'Reach, views, engagement, plays and clicks, per artist and per post.' },
          ]}
        />
      </ContentSection>

      <ContentSection title="Our standards">
        <CheckList
          items={[
            'Every paid post is labelled as a partnership, as Indian advertising guidelines require',
            'We screen artists for bought followers and fake engagement',
            'Content follows our community guidelines and your brand-safety rules',
            'Artists are paid fairly and on time',
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Let artists tell your story"
        text={<p>Tell us the audience and the goal; we will come back with artists and a plan.</p>}
        actions={<ActionLink to={CONTACT}>Plan a campaign</ActionLink>}
      />
    </>
  );
}
