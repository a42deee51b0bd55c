import { Clapperboard, FileMusic, Handshake, Sparkles, Tv } from 'lucide-react';
import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StatList } from '../components/StatList.tsx';
import { StepList } from '../components/StepList.tsx';
import { CLAIM_STATS } from '../content/claims.ts';

const B = BRAND.name;
const CONTACT = getContactLink('Brand partnership');

/** /brands: what the platform does for brands, with links to the five brand services. */
export default function BrandsPage() {
  return (
    <>
      <PageHero
        eyebrow="For brands"
        title="Reach music fans with the artists they actually listen to"
        lead={
          <p>
            {B} connects brands with independent artists across India: to create music and content, license songs, run
            creator campaigns and appear on {B} TV. Our artists sing in every language and play every genre, and their
            fans trust them.
          </p>
        }
        actions={
          <>
            <ActionLink to={CONTACT}>Talk to our partnerships team</ActionLink>
            <ActionLink to="/brands/brand-campaigns" variant="secondary">
              Run an opportunity
            </ActionLink>
          </>
        }
      >
        <div className="mt-10">
          <StatList stats={CLAIM_STATS} />
        </div>
      </PageHero>

      <ContentSection title="What we do for brands">
        <FeatureGrid
          features={[
            {
              icon: Handshake,
              title: 'Opportunities for brands',
              text: `Post your brief as one of our ${TOUR_CLAIMS.monthlyOpportunities} monthly opportunities and choose from the artists who apply.`,
              link: { label: 'Brand campaigns', to: '/brands/brand-campaigns' },
            },
            {
              icon: Clapperboard,
              title: 'Content creation',
              text: 'Jingles, anthems, sonic logos, music videos and short-form content, made with independent artists.',
              link: { label: 'Content creation', to: '/brands/content-creation' },
            },
            {
              icon: FileMusic,
              title: 'Music licensing',
              text: 'Cleared songs from independent artists for ads, films, series, games and events, in one simple deal.',
              link: { label: 'Music licensing', to: '/brands/music-licensing' },
            },
            {
              icon: Sparkles,
              title: 'Influencer campaigns',
              text: 'Artists as creators: songs, reels and live moments that carry your message to their fans.',
              link: { label: 'Influencer campaigns', to: '/brands/influencer-campaign' },
            },
            {
              icon: Tv,
              title: 'Brand integration on TV',
              text: `Presenting partnerships, branded segments and premieres on ${B} TV, in ${TOUR_CLAIMS.households} households.`,
              link: { label: 'Integration on TV', to: '/brands/brand-integration-on-tv' },
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Why independent music" tone="raised">
        <CheckList
          columns={2}
          items={[
            'Authentic: audiences, especially young ones, tune out ads but listen to artists.',
            'Regional: artists who sing in the language of the city or state you want to reach.',
            'Original: new music written for you, not a jingle that sounds like every other.',
            'Efficient: clear budgets and rights that are cleared before anything goes live.',
          ]}
        />
      </ContentSection>

      <ContentSection title="How we work with you">
        <StepList
          steps={[
            { title: 'Brief', text: 'Tell us the goal, the audience, the timeline and the budget.' },
            {
              title: 'Shortlist',
              text: 'We propose a plan and the artists who fit, or open the brief to every artist as an opportunity.',
            },
            {
              title: 'Create',
              text: 'Artists make the music and content with our producers; you approve each step. Contracts and rights are handled by us.',
            },
            {
              title: 'Launch and report',
              text: 'We publish, promote and report reach, plays, engagement and what worked.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Have a brief in mind?"
        text={
          <p>
            Tell us about your brand and what you want to achieve; our partnerships team replies within two working
            days.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Talk to our partnerships team</ActionLink>}
      />
    </>
  );
}
