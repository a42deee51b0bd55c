import { SAVED_OPPORTUNITY_NOTICE_HOURS, TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Brand campaign');

/** /brands/brand-campaigns: brands posting briefs as opportunities for artists. */
export default function BrandCampaignsPage() {
  return (
    <>
      <PageHero
        eyebrow="Opportunities for brands"
        title="Post a brief, hear original music, pick your artist"
        lead={
          <p>
            Every month {B} publishes {TOUR_CLAIMS.monthlyOpportunities} opportunities: briefs from brands and partners
            that independent artists apply to with their music. Yours can be one of them. You get original ideas from
            artists across the country, and the winners get paid work and a stage.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Post your brief</ActionLink>}
      />

      <ContentSection title="Briefs that work well">
        <CheckList
          columns={2}
          items={[
            'An anthem for a sports team, a league or a marathon',
            'A song for a festive or product-launch campaign',
            'Opening acts and headliners for your live event or college fest',
            'A jingle or a sonic logo, in one language or several',
            'Cover versions or reinterpretations of your classic ad music',
            'Artists for an in-store, café or hotel music programme',
          ]}
        />
      </ContentSection>

      <ContentSection title="How it works" tone="raised">
        <StepList
          steps={[
            {
              title: 'Share your brief',
              text: 'What you need, who it is for, the reward and the deadline. We help you write it so artists understand it.',
            },
            {
              title: 'We publish it',
              text: `Your opportunity goes live on ${B} with your branding and reaches our artists in the app and by email; those who saved it are reminded ${SAVED_OPPORTUNITY_NOTICE_HOURS} hours before it closes.`,
            },
            {
              title: 'Artists apply',
              text: 'Artists submit their songs or videos with their e-Press Kit. Our team screens every entry against your brief.',
            },
            {
              title: 'You choose',
              text: 'You pick the winners from our shortlist. We announce them, and handle contracts, payments and rights.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="What you get">
        <CheckList
          items={[
            'A branded opportunity page, promoted to our artist community',
            'A screened shortlist with every entry playable in one place',
            'Open-to-all or Pro-only entry, depending on the level you need',
            'Contracts and rights handled, so the winning work is ready to use',
            'A report on entries, reach and engagement when the campaign ends',
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Put your brief in front of independent artists"
        text={<p>Tell us what you are looking for, and we will suggest a format and a timeline.</p>}
        actions={<ActionLink to={CONTACT}>Post your brief</ActionLink>}
      />
    </>
  );
}
