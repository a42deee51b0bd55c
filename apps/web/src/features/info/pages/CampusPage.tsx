import { GraduationCap, Guitar, Megaphone, Presentation } from 'lucide-react';
import { BRAND } from '../../../lib/config.ts';
import { REGISTER_LINK, getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;
const CONTACT = getContactLink('Campus programme');

/** /campus: the campus programme for college bands, student artists and fest organisers. */
export default function CampusPage() {
  return (
    <>
      <PageHero
        eyebrow={`${B} Campus`}
        title="For the bands and artists starting out on campus"
        lead={
          <p>
            Many of India&rsquo;s best independent acts started at a college fest. {B} Campus helps student artists
            release their first songs, play beyond their own campus and learn how the music business works, and helps
            music clubs and fest teams bring real artists to their stage.
          </p>
        }
        actions={
          <>
            <ActionLink to={CONTACT}>Bring {B} to your college</ActionLink>
            <ActionLink to={REGISTER_LINK} variant="secondary">
              Create an artist account
            </ActionLink>
          </>
        }
      />

      <ContentSection title="What the programme offers">
        <FeatureGrid
          features={[
            {
              icon: Guitar,
              title: 'Campus band hunts',
              text: 'Competitions at partner fests, judged by our A&R team; winners get studio time, a release and a slot on TV.',
            },
            {
              icon: Presentation,
              title: 'Workshops',
              text: 'Sessions on releasing music, royalties and copyright, home recording and building a fan base, by people who do it.',
            },
            {
              icon: Megaphone,
              title: 'Campus ambassadors',
              text: 'Students who run the programme at their college, organise listening sessions and grow their music club, with certificates and internships for the best.',
            },
            {
              icon: GraduationCap,
              title: 'Fest partnerships',
              text: 'Artists from the platform for your fest line-up, opportunities for your performers, and coverage on our channels.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="For student artists" tone="raised">
        <CheckList
          columns={2}
          items={[
            'Create a free artist or band account and your e-Press Kit',
            'Upload your songs and covers (with the cover licence) for your friends to play and clap for',
            'Apply to opportunities, including college-fest slots and campus band hunts',
            'Release your first single to the stores when it is ready',
          ]}
        />
      </ContentSection>

      <ContentSection title="For music clubs and fest teams">
        <StepList
          steps={[
            { title: 'Write to us', text: 'Tell us your college, your club or fest, and the dates.' },
            { title: 'Plan together', text: 'A workshop, a band hunt, artist bookings, or all three.' },
            { title: 'Run it', text: 'We bring the judges, the speakers and the artists; you bring the crowd.' },
            { title: 'Go further', text: 'Winners release music with us and are considered for TV and opportunities.' },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Bring the programme to your campus"
        text={<p>Music clubs, cultural committees and student artists: tell us about your college.</p>}
        actions={<ActionLink to={CONTACT}>Get in touch</ActionLink>}
      />
    </>
  );
}
