import {
  CALLER_TUNE_S,
  CLAP_MAX,
  DISTRIBUTION_ARTISTS_MAX,
  DISTRIBUTION_ARTWORK_SIDE,
  DISTRIBUTION_AUDIO_MAX_MB,
  EMAIL_RESEND_COUNTDOWN_S,
  OTP_LENGTH,
  RADIO_STATIONS,
  SAVED_OPPORTUNITY_NOTICE_HOURS,
  SKILLS_MAX,
  TOUR_CLAIMS,
} from '@indiwave/domain/constants';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import type { FaqItem } from '../components/FaqAccordion.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { PRO_PRICES } from './pro-price.ts';

/** A group of questions under one heading. */
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

const B = BRAND.name;
const TV_PATH = toProductPath('/{product}-tv');

/** The questions people ask us most, grouped by topic (/faq). */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        id: 'what-is',
        question: `What is ${B}?`,
        answer: (
          <p>
            {B} is a music and video network for independent artists, bands and listeners. Artists release their music
            to {TOUR_CLAIMS.stores} stores across {TOUR_CLAIMS.countries} countries, promote it with a public e-Press
            Kit and promo tools, earn from store royalties and {TOUR_CLAIMS.monthlyOpportunities} brand opportunities
            every month, and pitch their music videos to {B} TV, which reaches {TOUR_CLAIMS.households} households.
            Listeners discover new independent music, clap for the songs they love and follow the artists behind them.
          </p>
        ),
      },
      {
        id: 'who-can-join',
        question: 'Who can join, and which account should I choose?',
        answer: (
          <>
            <p>
              Anyone can join for free. Choose an <strong>artist</strong> account if you make music on your own, or a{' '}
              <strong>band</strong> account if you perform as a group; a band profile lists its members and their roles.
              Choose a <strong>listener</strong> account if you are here to listen, build playlists and follow artists.
            </p>
            <p className="mt-3">
              A listener can upgrade to an artist profile at any time from Settings, keeping their library and the
              artists they follow. When you sign up as an artist you pick up to {SKILLS_MAX} skills, such as singer,
              producer or guitarist, so brands and other artists can find you.
            </p>
          </>
        ),
      },
      {
        id: 'is-it-free',
        question: `Is ${B} free?`,
        answer: (
          <p>
            Creating an account, uploading songs and videos to your profile, keeping an e-Press Kit and applying to open
            opportunities are free, and uploads are unlimited for everyone. Distribution to stores, Pro-only
            opportunities and the pitching tools are part of {B} Pro, which costs {PRO_PRICES.price}/Year instead of{' '}
            {PRO_PRICES.listPrice}/Year. See <TextLink to="/subscription">plans and pricing</TextLink>.
          </p>
        ),
      },
      {
        id: 'verify-email',
        question: 'Why do I need to verify my email address?',
        answer: (
          <p>
            We send a {OTP_LENGTH}-digit code to your email when you register. Verifying it protects your account, lets
            us reach you about releases and payments, and is required before you apply to an opportunity. If the code
            doesn't arrive, check your spam folder; you can ask for a new code after {EMAIL_RESEND_COUNTDOWN_S / 60}{' '}
            minutes.
          </p>
        ),
      },
    ],
  },
  {
    id: 'distribution',
    title: 'Distribution',
    items: [
      {
        id: 'which-stores',
        question: 'Where will my music be available?',
        answer: (
          <p>
            On {TOUR_CLAIMS.stores} stores and streaming services across {TOUR_CLAIMS.countries} countries, including
            Spotify, Apple Music, YouTube Music, Amazon Music, JioSaavn, Gaana and Wynk, along with social platforms
            where listeners can add your song to their videos. On Indian telecom networks you also choose the{' '}
            {CALLER_TUNE_S}-second part of each song that people can set as their caller tune.
          </p>
        ),
      },
      {
        id: 'how-to-distribute',
        question: 'How do I release a song or an album?',
        answer: (
          <p>
            Sign in with an artist or band account, subscribe to Pro, choose a new release or a transfer release, then a
            single or an album, and fill in the release form: release details, track details, artwork, scheduling and
            the agreement. The <TextLink to="/distribution-guide">distribution guide</TextLink> explains each part of
            the form with the exact requirements.
          </p>
        ),
      },
      {
        id: 'how-long',
        question: 'How far ahead should I schedule my release?',
        answer: (
          <p>
            A new release needs a release date at least 10 days from the day you submit it, and no more than 10 years
            ahead. Those days are used to review your release, deliver it to every store and give you time to pitch it
            and share a pre-save link. A transfer or re-release can go live any day from today up to 15 days ahead. For
            playlist pitching we recommend three to four weeks.
          </p>
        ),
      },
      {
        id: 'file-requirements',
        question: 'Which audio and artwork files do you accept?',
        answer: (
          <p>
            Audio must be WAV, up to {DISTRIBUTION_AUDIO_MAX_MB} MB per track; export it from your original session, not
            from an MP3. Artwork must be a square JPG of exactly {DISTRIBUTION_ARTWORK_SIDE}x{DISTRIBUTION_ARTWORK_SIDE}{' '}
            pixels with no website addresses, social handles or store logos on it. A release can credit up to{' '}
            {DISTRIBUTION_ARTISTS_MAX} artists.
          </p>
        ),
      },
      {
        id: 'transfer',
        question: 'Can I move releases from another distributor?',
        answer: (
          <>
            <p>
              Yes, choose <strong>Transfer release</strong>. Keep the ISRC of every track, the UPC of the release, its
              original release date, the list of platforms where it is live and, where applicable, its Gaana link.
              Stores use the ISRC and UPC to match the transferred release to the existing one, so your play counts,
              playlist placements and reviews carry over.
            </p>
            <p className="mt-3">
              Keep the release live with your old distributor until it is live through {B}, then ask them to take it
              down. That way there is no day on which your music is missing from the stores.
            </p>
          </>
        ),
      },
      {
        id: 'lyrics-script',
        question: 'My song is in Hindi (or Tamil, Punjabi, Bengali…). How do I enter the lyrics?',
        answer: (
          <p>
            Type the lyrics in Roman script, the way you would write them in a chat message: &ldquo;Tum hi ho&rdquo;
            rather than &ldquo;तुम ही हो&rdquo;. Stores display and search lyrics in Roman script, and the characters{' '}
            &lt; and &gt; are not allowed. Write one sung line per line, without chords, timestamps or &ldquo;chorus
            x2&rdquo;.
          </p>
        ),
      },
      {
        id: 'rights',
        question: 'Do I keep the rights to my music?',
        answer: (
          <p>
            Yes. You keep ownership of your recordings and songs. The agreement you sign for each release lets {B}{' '}
            deliver it to stores and collect what it earns on your behalf. If you want a release removed from the
            stores, write to us through the{' '}
            <TextLink to="/about/contact-us?subject=Take%20down%20a%20release">contact form</TextLink>.
          </p>
        ),
      },
      {
        id: 'earnings',
        question: 'Where do I see what my releases earn?',
        answer: (
          <p>
            Once you have at least one distributed release, the revenue report shows what each release earned per store
            and period, and Distribution &rsaquo; Analytics shows how it is streaming in the stores. Add your bank
            details in Settings so your earnings can be paid to your Indian bank account.
          </p>
        ),
      },
    ],
  },
  {
    id: 'pro',
    title: `${B} Pro`,
    items: [
      {
        id: 'pro-includes',
        question: 'What does Pro include?',
        answer: (
          <>
            <p>
              Pro is for artists who release and promote seriously. For {PRO_PRICES.price}/Year (instead of{' '}
              {PRO_PRICES.listPrice}/Year) you get:
            </p>
            <ul className="mt-3 grid list-disc gap-1 pl-6">
              <li>
                unlimited distribution to {TOUR_CLAIMS.stores} stores across {TOUR_CLAIMS.countries} countries;
              </li>
              <li>Pro-only opportunities from brands, festivals and producers;</li>
              <li>pitching tools, including pitching your songs to {RADIO_STATIONS} radio stations;</li>
              <li>customisable promo tools and a personalised e-Press Kit;</li>
              <li>Pro Sessions: live masterclasses every two weeks with people who work in music;</li>
              <li>exclusive coupon codes from our partners, and learning resources.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'pro-renewal',
        question: 'How does renewal work?',
        answer: (
          <p>
            Pro lasts a year. As the end date nears we show you how many days are left; when you renew you get{' '}
            {PRO_PRICES.renewalDiscount} off, so a renewal costs {PRO_PRICES.renewal}. If your membership lapses, your
            badge shows &ldquo;Expired&rdquo; until you renew.
          </p>
        ),
      },
    ],
  },
  {
    id: 'opportunities',
    title: 'Opportunities and TV',
    items: [
      {
        id: 'what-are-opportunities',
        question: 'What are opportunities?',
        answer: (
          <p>
            Every month we publish {TOUR_CLAIMS.monthlyOpportunities} briefs from brands, festivals, venues, labels and
            film and ad producers who are looking for independent music: a song for a campaign, an opening act, a
            jingle, a track to license. Read the brief, apply with the songs or videos that fit, and the partner picks
            the winners. Some opportunities are open to everyone, some only to Pro members. Save one for later and we
            email you {SAVED_OPPORTUNITY_NOTICE_HOURS} hours before it closes.
          </p>
        ),
      },
      {
        id: 'tv',
        question: `How do I get my music video on ${B} TV?`,
        answer: (
          <p>
            Upload your video from its YouTube link and tick &ldquo;Submit to TV&rdquo;. Our programming team watches
            every submission; selected videos are scheduled in the channel&rsquo;s programmes, which reach{' '}
            {TOUR_CLAIMS.households} households. Music videos shown on Indian television need a CBFC certificate, so
            keep yours ready. Read{' '}
            <TextLink to={toProductPath('/artist/broadcast-on-{product}-tv')}>broadcast on {B} TV</TextLink> and the{' '}
            <TextLink to="/programme-format">programme format</TextLink>, or watch the channel on the{' '}
            <TextLink to={TV_PATH}>{B} TV</TextLink> page.
          </p>
        ),
      },
    ],
  },
  {
    id: 'listening',
    title: 'Listening',
    items: [
      {
        id: 'claps',
        question: 'What is a clap?',
        answer: (
          <p>
            A clap is how you tell an artist you love a song. Press the clap button once, or press and hold to keep
            clapping, up to {CLAP_MAX} claps per song. Everyone sees the song&rsquo;s total, so claps help good music
            rise. You need to be signed in to clap and to follow artists.
          </p>
        ),
      },
      {
        id: 'library',
        question: 'How do I keep the songs I like?',
        answer: (
          <p>
            Add them to one of your playlists from the song&rsquo;s menu, and keep your favourites in your Library. The
            player&rsquo;s queue remembers your recent tracks, so you can pick up where you left off.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and safety',
    items: [
      {
        id: 'forgot-password',
        question: 'I forgot my password.',
        answer: (
          <p>
            Use <TextLink to="/forgot-password">Forgot your password</TextLink>, enter your email address and follow the
            link we send you. If you signed up with Google or Facebook, sign in with the same button again.
          </p>
        ),
      },
      {
        id: 'report',
        question: 'How do I report a song, video or profile?',
        answer: (
          <p>
            Open the item&rsquo;s menu and choose &ldquo;Report Abuse&rdquo;. Pick the reason (copyright infringement,
            abusive content, scam, harassment, spam, unwanted contact and others), describe the problem and send it. Our
            team reviews every report; read our{' '}
            <TextLink to="/about/community-guidelines">community guidelines</TextLink> to see what is not allowed.
          </p>
        ),
      },
      {
        id: 'contact',
        question: 'How do I reach the support team?',
        answer: (
          <p>
            Write to us through the <TextLink to="/about/contact-us">contact form</TextLink>. Tell us the email address
            of your account and, for a release, its title and artist name; we answer within two working days.
          </p>
        ),
      },
    ],
  },
];
