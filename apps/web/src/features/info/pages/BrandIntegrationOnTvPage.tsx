import { Clapperboard, Megaphone, MonitorPlay, PanelsTopLeft, Tv } from 'lucide-react';
import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { TextLink } from '../components/TextLink.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Brand integration on TV');

/** /brands/brand-integration-on-tv: sponsorships and integrations on the TV channel and the platform. */
export default function BrandIntegrationOnTvPage() {
  return (
    <>
      <PageHero
        eyebrow="Brand integration on TV"
        title={`Be part of the show on ${B} TV`}
        lead={
          <p>
            {B} TV brings independent music to {TOUR_CLAIMS.households} households. Integrate your brand into the
            programmes viewers tune in for, and extend the same campaign across the {B} app and website.
          </p>
        }
        actions={<ActionLink to={CONTACT}>Request the media kit</ActionLink>}
      />

      <ContentSection
        title="Ways to integrate"
        intro={
          <p>
            Each programme has its own audience; the <TextLink to="/programme-format">programme format</TextLink>{' '}
            describes them.
          </p>
        }
      >
        <FeatureGrid
          features={[
            {
              icon: Tv,
              title: 'Presenting partner',
              text: 'Your name on a programme: "presented by" mentions, opening and closing billboards, and branding on screen.',
            },
            {
              icon: Clapperboard,
              title: 'Branded segments',
              text: 'A recurring segment built around your brand: an artist of the week, a road trip, a studio session.',
            },
            {
              icon: MonitorPlay,
              title: 'Music video premieres',
              text: 'Premiere a branded music video on TV, with a countdown and a behind-the-scenes feature.',
            },
            {
              icon: Megaphone,
              title: 'Events on air',
              text: 'Your concert, college fest or competition filmed and broadcast as a special.',
            },
            {
              icon: PanelsTopLeft,
              title: 'On the platform too',
              text: `Banners across ${B}, and companion banners shown in the music player while songs play, aimed at Pro or free members.`,
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Plan your integration"
        text={<p>Ask for the media kit with audience figures, programme schedules and rates.</p>}
        actions={<ActionLink to={CONTACT}>Request the media kit</ActionLink>}
      />
    </>
  );
}
