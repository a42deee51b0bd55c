import { Clapperboard, Disc3, Headphones, IdCard, IndianRupee, Megaphone } from 'lucide-react';
import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import { REGISTER_LINK, getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StatList } from '../components/StatList.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { CLAIM_STATS } from '../content/claims.ts';
import { PRO_PRICES } from '../content/pro-price.ts';

const B = BRAND.name;

/** /about: who we are, what we do for artists and listeners, and how we make money. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${B}`}
        title="Independent music deserves a bigger stage"
        lead={
          <p>
            {B} is a music and video network built in India for independent artists, bands and the listeners who love
            them. We give artists what only a record label used to offer, from worldwide distribution and promotion to
            paid brand work and a television audience, while they keep the rights to their music.
          </p>
        }
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Join {B}</ActionLink>
            <ActionLink to="/about/careers" variant="secondary">
              Work with us
            </ActionLink>
          </>
        }
      >
        <div className="mt-10">
          <StatList stats={CLAIM_STATS} />
        </div>
      </PageHero>

      <ContentSection
        title="What we do"
        intro={
          <p>
            Making the music is the artist&rsquo;s job. Everything after it, getting heard, getting paid and getting
            booked, is ours.
          </p>
        }
      >
        <FeatureGrid
          features={[
            {
              icon: Disc3,
              title: 'Distribute',
              text: `Release singles and albums to ${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries, including Spotify, Apple Music, JioSaavn and Gaana, or move your existing catalogue to us.`,
              link: { label: 'How distribution works', to: '/artist/release-music' },
            },
            {
              icon: Megaphone,
              title: 'Promote',
              text: 'Share cards, embeddable players, pre-save links and radio pitching, with statistics that show what is working.',
              link: { label: 'See the promo tools', to: '/artist/promotional-tools' },
            },
            {
              icon: IndianRupee,
              title: 'Monetize',
              text: `Store royalties in one revenue report, plus ${TOUR_CLAIMS.monthlyOpportunities} paid opportunities every month from brands, festivals and producers.`,
              link: { label: 'See open opportunities', to: '/opportunities' },
            },
            {
              icon: IdCard,
              title: 'e-Press Kit',
              text: 'Every artist gets a public press kit with music, videos, story, photos and achievements: one link for bookers and brands.',
              link: { label: 'About the e-Press Kit', to: '/artist/epk' },
            },
            {
              icon: Clapperboard,
              title: `${B} TV`,
              text: `Artists pitch their music videos to our channel, which reaches ${TOUR_CLAIMS.households} households.`,
              link: { label: 'Broadcast on TV', to: toProductPath('/artist/broadcast-on-{product}-tv') },
            },
            {
              icon: Headphones,
              title: 'Discover',
              text: 'Listeners find new independent music in every language, clap for their favourite songs and follow the artists behind them, for free.',
              link: { label: 'Browse artists', to: '/artists' },
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="What we believe" tone="raised">
        <CheckList
          columns={2}
          items={[
            <>
              <strong className="text-fg">Artists own their work.</strong> You keep the rights to your recordings and
              songs; we work for you, release by release.
            </>,
            <>
              <strong className="text-fg">Real fans over fake numbers.</strong> We reward claps, follows and plays from
              real people and remove bought streams.
            </>,
            <>
              <strong className="text-fg">Every language, every scene.</strong> Hindi and English, Punjabi, Tamil,
              Bengali, Marathi, Malayalam, folk, hip-hop, indie rock, electronic, ghazal, fusion: all of it belongs
              here.
            </>,
            <>
              <strong className="text-fg">Clear prices.</strong> Uploading is free and unlimited. Pro is{' '}
              {PRO_PRICES.price}/Year, and the price is on the page before you pay.
            </>,
          ]}
        />
      </ContentSection>

      <ContentSection
        title="How we make money"
        intro={
          <>
            <p>
              Two things pay for {B}: Pro memberships, bought by artists who distribute and promote their music with us,
              and partnerships with brands, who commission music, license songs, run campaigns with our artists and
              integrate into our TV programmes. That is why uploading, listening and the e-Press Kit cost nothing.
            </p>
            <p className="mt-3">
              Brands can read about <TextLink to="/brands">what we do for brands</TextLink>.
            </p>
          </>
        }
      />

      <ContentSection title="More about us" tone="raised">
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {[
            { to: '/about/careers', label: 'Careers', text: 'Teams we hire for, and how to apply.' },
            { to: '/about/contact-us', label: 'Contact us', text: 'Support, partnerships and press.' },
            { to: '/about/terms-of-use', label: 'Terms of Use', text: 'The agreement for using the service.' },
            {
              to: '/about/community-guidelines',
              label: 'Community Guidelines',
              text: 'What is welcome here, and what is not.',
            },
            { to: '/about/privacy-policy', label: 'Privacy Policy', text: 'What data we keep, and your rights.' },
            { to: '/faq', label: 'FAQ', text: 'Answers to the questions people ask most.' },
          ].map((entry) => (
            <li key={entry.to} className="rounded-2xl border border-border bg-bg p-5">
              <TextLink to={entry.to}>{entry.label}</TextLink>
              <p className="mt-1 text-fg-muted">{entry.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CallToAction
        title="Have something to tell us?"
        text={
          <p>Press enquiries, partnership ideas and feedback all reach the right person through our contact form.</p>
        }
        actions={<ActionLink to={getContactLink('Press and partnerships')}>Contact us</ActionLink>}
      />
    </>
  );
}
