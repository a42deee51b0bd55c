import { ChartLine, Code, Handshake, Headphones, Tv, Users } from 'lucide-react';
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
const APPLY_LINK = getContactLink('Careers');

/** /about/careers: why work here, the teams we hire for, and how to apply. */
export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help independent artists make a living from music"
        lead={
          <p>
            We are a small team of engineers, music people, producers and partnership managers. Everything we build is
            used every day by artists trying to get their music heard. If that sounds like work you want to do, we would
            like to hear from you.
          </p>
        }
        actions={<ActionLink to={APPLY_LINK}>Apply now</ActionLink>}
      />

      <ContentSection title="Why work here">
        <CheckList
          columns={2}
          items={[
            'Your work reaches artists directly: a release delivered, a royalty paid, a video on air.',
            'Small teams with real ownership. You decide how to solve a problem, and you see it through.',
            'We work from our office and remotely across India, with regular days together.',
            'Health insurance for you and your family, a yearly learning budget, and paid time off that you are expected to take.',
            'Free Pro membership, and tickets to the shows and festivals we partner with.',
            'People from every part of the country and every kind of music taste.',
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Teams we hire for"
        tone="raised"
        intro={<p>We hire throughout the year. Tell us which team you want to join, even if no role is advertised.</p>}
      >
        <FeatureGrid
          features={[
            {
              icon: Code,
              title: 'Engineering',
              text: 'The web app, the API, audio and image processing, delivery to stores, payments. We use TypeScript, React, Node.js and PostgreSQL.',
            },
            {
              icon: Headphones,
              title: 'Artist relations and A&R',
              text: 'Helping artists release well: reviewing releases, answering questions, finding the talent we put forward for opportunities and playlists.',
            },
            {
              icon: Tv,
              title: `Programming and ${B} TV`,
              text: 'Watching every submitted video, building the channel\u2019s programmes, producing studio sessions and artist spotlights.',
            },
            {
              icon: Handshake,
              title: 'Brand partnerships',
              text: 'Working with brands and agencies on campaigns, licensing, content and TV integrations, from the brief to the final report.',
            },
            {
              icon: Users,
              title: 'Community and content',
              text: 'Our blog, social channels, newsletters, Pro Sessions and the campus programme: telling artists\u2019 stories and teaching the music business.',
            },
            {
              icon: ChartLine,
              title: 'Royalties and operations',
              text: 'Store reports, revenue reports and payouts: making sure every artist is paid correctly and on time.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="How we hire">
        <StepList
          steps={[
            {
              title: 'Write to us',
              text: 'Tell us who you are, the team you want to join and why, with a link to your CV, portfolio, GitHub or showreel.',
            },
            {
              title: 'First conversation',
              text: 'A 30-minute call with someone from the team, usually within two weeks of your message.',
            },
            {
              title: 'Work sample',
              text: 'A short exercise close to the real job, or a walk through work you have already done. Longer exercises are paid.',
            },
            {
              title: 'Meet the team',
              text: 'Conversations with the people you would work with, then a decision and an offer, or clear feedback.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Internships"
        tone="raised"
        intro={
          <p>
            Every year we take a few interns studying music business, mass media, design or computer science, for two to
            six months. Interns are paid and work on real projects with a mentor. Write to us with the subject
            &ldquo;Careers&rdquo; and mention the months you are available.
          </p>
        }
      />

      <CallToAction
        title="Ready to apply?"
        text={
          <p>
            Send your application through the contact form with a link to your CV or portfolio. We reply to every
            application.
          </p>
        }
        actions={<ActionLink to={APPLY_LINK}>Send your application</ActionLink>}
      />
    </>
  );
}
