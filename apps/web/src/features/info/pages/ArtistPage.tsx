import { Crown, Disc3, Gift, IdCard, Megaphone, Trophy, Tv } from 'lucide-react';
import { RADIO_STATIONS, TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import { REGISTER_LINK } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StatList } from '../components/StatList.tsx';
import { StepList } from '../components/StepList.tsx';
import { CLAIM_STATS } from '../content/claims.ts';
import { PRO_PRICES } from '../content/pro-price.ts';

const B = BRAND.name;

/** /artist: what the platform does for artists and bands, free and with Pro. */
export default function ArtistPage() {
  return (
    <>
      <PageHero
        eyebrow="For artists and bands"
        title="Release, promote and earn from your music, on your terms"
        lead={
          <p>
            Whether you are a singer-songwriter recording in your bedroom or a band with a festival set, {B} gives you
            the tools of a label without signing your rights away: distribution to {TOUR_CLAIMS.stores} stores, a press
            kit, promo tools, paid brand opportunities and a television audience.
          </p>
        }
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Create your artist account</ActionLink>
            <ActionLink to="/distribution-guide" variant="secondary">
              Read the distribution guide
            </ActionLink>
          </>
        }
      >
        <div className="mt-10">
          <StatList stats={CLAIM_STATS} />
        </div>
      </PageHero>

      <ContentSection title="Everything in one account">
        <FeatureGrid
          features={[
            {
              icon: Disc3,
              title: 'Release music',
              text: `Singles and albums on Spotify, Apple Music, JioSaavn, Gaana, YouTube Music and ${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries, with one revenue report.`,
              link: { label: 'Release music', to: '/artist/release-music' },
            },
            {
              icon: IdCard,
              title: 'Electronic Press Kit',
              text: 'A public page with your music, videos, story, photos, achievements and tech rider: the link you send to every booker.',
              link: { label: 'Electronic Press Kit', to: '/artist/epk' },
            },
            {
              icon: Megaphone,
              title: 'Promotional tools',
              text: 'Share cards for Instagram and Facebook, embeddable players, pre-save links and pitching to radio.',
              link: { label: 'Promotional tools', to: '/artist/promotional-tools' },
            },
            {
              icon: Tv,
              title: 'Broadcast on TV',
              text: `Pitch your music videos to ${B} TV and reach ${TOUR_CLAIMS.households} households.`,
              link: { label: 'Broadcast on TV', to: toProductPath('/artist/broadcast-on-{product}-tv') },
            },
            {
              icon: Trophy,
              title: 'Opportunities',
              text: `${TOUR_CLAIMS.monthlyOpportunities} briefs every month from brands, festivals and producers: songs for campaigns, live slots, jingles and licensing deals.`,
              link: { label: 'Browse opportunities', to: '/opportunities' },
            },
            {
              icon: Gift,
              title: 'Pro Perks',
              text: 'Live masterclasses every two weeks, partner coupon codes and learning resources on the business of music.',
              link: { label: 'See Pro Perks', to: '/pro-perks' },
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Start in four steps" tone="raised">
        <StepList
          steps={[
            {
              title: 'Create your account',
              text: 'Sign up as an artist or a band, tell us your city and pick up to three skills. Verify your email with the 6-digit code we send.',
            },
            {
              title: 'Build your e-Press Kit',
              text: 'Add a profile picture, a cover, your story, your social links and your band members.',
            },
            {
              title: 'Upload and release',
              text: 'Upload songs and videos to your profile for free, and release them to the stores with Pro.',
            },
            {
              title: 'Promote and apply',
              text: 'Share your music, pitch your videos to TV and apply to the opportunities that fit your sound.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection
        title="Free and Pro"
        intro={<p>Start free. Upgrade when you are ready to release to the stores and promote seriously.</p>}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="rounded-2xl border border-border bg-surface p-6">
            <h3 className="text-xl font-semibold text-fg">Free</h3>
            <p className="mt-1 text-fg-muted">For every artist and band</p>
            <div className="mt-5">
              <CheckList
                items={[
                  'Unlimited uploads of songs, albums and videos to your profile',
                  'Your public e-Press Kit',
                  'Applying to opportunities open to everyone',
                  `Pitching your videos to ${B} TV`,
                  'Statistics of plays, claps, followers and profile views',
                ]}
              />
            </div>
          </div>
          <div className="rounded-2xl border border-accent bg-surface-raised p-6">
            <h3 className="flex items-center gap-2 text-xl font-semibold text-fg">
              <Crown aria-hidden="true" className="size-5 text-accent-soft" />
              Pro
            </h3>
            <p className="mt-1 text-fg-muted">
              <span className="text-2xl font-bold text-fg">{PRO_PRICES.price}/Year</span>{' '}
              <s aria-label={`instead of ${PRO_PRICES.listPrice} a year`}>{PRO_PRICES.listPrice}/Year</s>
            </p>
            <div className="mt-5">
              <CheckList
                items={[
                  `Unlimited distribution to ${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries`,
                  'Pro-only opportunities',
                  `Pitching tools, including pitching to ${RADIO_STATIONS} radio stations`,
                  'Customisable promo tools and a personalised e-Press Kit',
                  'Pro Sessions, partner coupon codes and learning resources',
                ]}
              />
            </div>
            <div className="mt-6">
              <ActionLink to="/subscription">Get Pro</ActionLink>
            </div>
          </div>
        </div>
      </ContentSection>

      <CallToAction
        title="Your next release starts here"
        text={<p>Create your free account in a minute. No contract, no lock-in: your music stays yours.</p>}
        actions={
          <>
            <ActionLink to={REGISTER_LINK}>Create your artist account</ActionLink>
            <ActionLink to="/faq" variant="secondary">
              Read the FAQ
            </ActionLink>
          </>
        }
      />
    </>
  );
}
