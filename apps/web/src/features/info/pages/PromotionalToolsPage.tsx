import { BellRing, ChartLine, Code, Hand, Image, PhoneCall, Radio, Star } from 'lucide-react';
import { CALLER_TUNE_S, CLAP_MAX, RADIO_STATIONS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import { REGISTER_LINK } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';

const B = BRAND.name;

/** /artist/promotional-tools: the promotion tools artists get, and a release-week plan using them. */
export default function PromotionalToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Promotional tools"
        title="Get your music in front of people, not just online"
        lead={
          <p>
            A great song still needs to be found. {B}&rsquo;s promo tools turn every release into posts, embeds,
            pre-saves and pitches, and show you which of them brought listeners.
          </p>
        }
        actions={
          <>
            <ActionLink to="/promote">Open the promo tools</ActionLink>
            <ActionLink to={REGISTER_LINK} variant="secondary">
              Create a free account
            </ActionLink>
          </>
        }
      />

      <ContentSection title="The tools">
        <FeatureGrid
          features={[
            {
              icon: Image,
              title: 'Share cards',
              text: 'Ready-made cards with your artwork for Instagram (square) and Facebook (wide), downloadable in high resolution. Turn a listener\u2019s review into a card too.',
            },
            {
              icon: Code,
              title: 'Embeddable players',
              text: 'Put a song, album, playlist or video player on your website or blog with one line of code. Every play counts on your profile.',
            },
            {
              icon: BellRing,
              title: 'Pre-save links',
              text: 'Scheduled releases get a pre-save page to share before release day, so fans have it in their library the moment it goes live.',
            },
            {
              icon: Radio,
              title: 'Radio pitching',
              text: `Pro members pitch their songs to ${RADIO_STATIONS} radio stations from one form, with their e-Press Kit attached.`,
            },
            {
              icon: PhoneCall,
              title: 'Caller tunes',
              text: `Pick the ${CALLER_TUNE_S}-second part of your distributed song that fans can set as their caller tune on Indian mobile networks.`,
            },
            {
              icon: Hand,
              title: 'Claps and follows',
              text: `Listeners clap up to ${CLAP_MAX} times for a song they love and follow you for every new release. Ask your fans to clap; it lifts your song in the lists.`,
            },
            {
              icon: Star,
              title: 'Reviews and comments',
              text: 'Listeners rate and review your albums and playlists and comment on your songs and videos; share the best ones.',
            },
            {
              icon: ChartLine,
              title: 'Analytics',
              text: 'Plays, claps, followers and profile views on the platform, and streams from the stores once your music is distributed.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        title="A release plan that works"
        tone="raised"
        intro={<p>Use the tools in this order around every release.</p>}
      >
        <StepList
          steps={[
            {
              title: 'Three weeks before',
              text: 'Schedule the release and share its pre-save link. Pitch the song to radio and tell your mailing list the date.',
            },
            {
              title: 'Release day',
              text: 'Post the Instagram and Facebook share cards, update your e-Press Kit and pin the new song first.',
            },
            {
              title: 'First week',
              text: 'Embed the player on your website, reply to comments, and share the best listener review as a card.',
            },
            {
              title: 'First month',
              text: 'Check your analytics: which city, which link, which post worked. Pitch the video to TV and apply to matching opportunities.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Promote your next release properly"
        text={<p>The basic tools are free with every artist account; Pro adds radio pitching and more control.</p>}
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Create a free account</ActionLink>
            <ActionLink to="/subscription" variant="secondary">
              Compare with Pro
            </ActionLink>
          </>
        }
      />
    </>
  );
}
