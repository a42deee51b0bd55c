import { Award, FileText, Image, Link2, ListMusic, SlidersHorizontal, Users, Video } from 'lucide-react';
import { BRAND } from '../../../lib/config.ts';
import { REGISTER_LINK } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';

const B = BRAND.name;

/** /artist/epk: the public e-Press Kit every artist and band gets, and how to make it work. */
export default function EpkPage() {
  return (
    <>
      <PageHero
        eyebrow="Electronic Press Kit"
        title="One link with everything a booker needs to say yes"
        lead={
          <p>
            Your {B} profile is your electronic press kit: a public page with your music, videos, story, photos,
            achievements and tech rider, at an address you choose. Send it to promoters, festival curators, journalists
            and brands instead of a folder of attachments, and it stays up to date every time you release.
          </p>
        }
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Create your e-Press Kit</ActionLink>
            <ActionLink to="/artists" variant="secondary">
              See artists&rsquo; kits
            </ActionLink>
          </>
        }
      />

      <ContentSection title="What is in your kit">
        <FeatureGrid
          features={[
            {
              icon: ListMusic,
              title: 'Your music, playable',
              text: 'Songs, albums and playlists with a built-in player, so a curator hears you in one click. Plays and claps show that people listen.',
            },
            {
              icon: Video,
              title: 'Videos',
              text: 'Your music videos and live performances, straight from YouTube.',
            },
            {
              icon: FileText,
              title: 'Story and genres',
              text: 'Your biography, the genres you play, the languages you sing in and the city you are based in.',
            },
            {
              icon: Image,
              title: 'Photos',
              text: 'A profile picture and a wide cover photo in high resolution, ready for posters and press.',
            },
            {
              icon: Award,
              title: 'Achievements',
              text: 'Shows you have played, awards, press features and opportunities you have won.',
            },
            {
              icon: Users,
              title: 'Band members',
              text: 'Who plays what, so organisers know the line-up before they call.',
            },
            {
              icon: SlidersHorizontal,
              title: 'Tech rider and preferences',
              text: 'Upload your tech rider for sound engineers, and say what you are open to: gigs, collaborations, licensing or teaching.',
            },
            {
              icon: Link2,
              title: 'Your own address and socials',
              text: 'Choose your profile address and link your Instagram, Facebook, Twitter and YouTube.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Who reads it" tone="raised">
        <CheckList
          columns={2}
          items={[
            'Brands and their agencies, who look at your kit when you apply to an opportunity.',
            'Promoters and venues booking shows, and curators programming festivals.',
            'Journalists and bloggers writing about new music.',
            'Our own programming team choosing artists for TV and playlists.',
            'Fans, who can follow you, clap for your songs and share your music.',
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Make it work for you"
        intro={<p>A kit that gets you booked is short, current and easy to act on.</p>}
      >
        <ol className="grid list-decimal gap-3 pl-6 text-fg-muted marker:font-semibold marker:text-accent-soft">
          <li>
            Write your bio in the third person, in 100 to 150 words: who you are, your sound, and your best achievement.
          </li>
          <li>Put your strongest song first. Most people listen to one track before deciding.</li>
          <li>Use a sharp, well-lit photo where your face is clearly visible; organisers need it for posters.</li>
          <li>Add every show and press mention as it happens, with the date and the city.</li>
          <li>Keep your tech rider current, with your input list and stage plot.</li>
          <li>Put your kit&rsquo;s link in your Instagram bio, your email signature and every booking request.</li>
        </ol>
        <p className="mt-6 text-fg-muted">
          Pro members get a personalised e-Press Kit with more control over how it looks and what comes first.
        </p>
      </ContentSection>

      <CallToAction
        title="Your press kit is ready when your profile is"
        text={<p>Create your free artist or band account, fill in your profile, and your e-Press Kit is live.</p>}
        actions={<ActionLink to={REGISTER_LINK}>Create your e-Press Kit</ActionLink>}
      />
    </>
  );
}
