import { PRO_LIST_PRICE_PAISE, PRO_PRICE_PAISE, TOUR_CLAIMS } from '@indiwave/domain/constants';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { BRAND } from '../../../lib/config.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { GUIDE_PANELS } from '../components/GuideTabPanels.tsx';
import { GUIDE_TABS, resolveGuideTab } from '../guide-tabs.ts';

const B = BRAND.name;

const OVERVIEW_STEPS = [
  {
    title: 'Log on',
    text: (
      <>
        Sign in with your artist or band account, or{' '}
        <Link
          to={{ search: '?login=/distribute&register=1' }}
          className="font-medium text-accent-soft underline underline-offset-4 hover:text-fg"
        >
          create one for free
        </Link>
        . Listeners first upgrade to an artist profile from Settings.
      </>
    ),
  },
  {
    title: 'Subscribe',
    text: (
      <>
        Distribution is part of {B} Pro: Rs {PRO_PRICE_PAISE / 100}/Year instead of Rs {PRO_LIST_PRICE_PAISE / 100}
        /Year, with unlimited releases.
      </>
    ),
  },
  {
    title: 'Choose what to distribute',
    text: (
      <>
        A <strong className="text-fg">new release</strong> or a <strong className="text-fg">transfer release</strong>,
        then a <strong className="text-fg">single</strong> or an <strong className="text-fg">album</strong>.
      </>
    ),
  },
  {
    title: 'Fill the form',
    text: (
      <>Release details, track details, art work, scheduling and the agreement: each tab below explains one part.</>
    ),
  },
];

/**
 * /distribution-guide?tab=: how to release music through the platform. The four-step overview,
 * then one tab per part of the release form; the tab lives in the URL so each can be linked to.
 */
export default function DistributionGuidePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = resolveGuideTab(searchParams.get('tab'));

  const handleTabChange = (value: string) => {
    const tab = resolveGuideTab(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <div className="border-b border-border bg-linear-to-br from-surface-raised via-surface to-bg">
        <div className="mx-auto w-full max-w-content px-4 py-12 md:px-8 md:py-16">
          <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">Distribution</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-fg md:text-5xl">
            Distribution guide
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-fg-muted">
            Everything you need to release your music to {TOUR_CLAIMS.stores} stores across {TOUR_CLAIMS.countries}{' '}
            countries, from the first click to the signed agreement. Read it before you start, and keep it open while
            you fill in the form.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/distribute" className={getButtonClass('primary', 'md')}>
              Create a release
            </Link>
            <Link to="/faq#distribution" className={getButtonClass('secondary', 'md')}>
              Distribution FAQ
            </Link>
          </div>
        </div>
      </div>

      <section aria-labelledby="guide-overview-heading" className="mx-auto w-full max-w-content px-4 py-10 md:px-8">
        <h2 id="guide-overview-heading" className="text-2xl font-bold tracking-tight text-fg md:text-3xl">
          Four steps to distribute
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {OVERVIEW_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-border bg-surface p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-base font-bold text-accent-fg"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-fg">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-fg-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <Tabs.Root
        value={activeTab}
        onValueChange={handleTabChange}
        className="mx-auto w-full max-w-content px-4 pb-14 md:px-8"
      >
        <Tabs.List aria-label="Parts of the release form" className="flex gap-1 overflow-x-auto border-b border-border">
          {GUIDE_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 font-semibold whitespace-nowrap text-fg-muted hover:text-fg data-[state=active]:border-accent-soft data-[state=active]:text-fg"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {GUIDE_TABS.map((tab) => {
          const Panel = GUIDE_PANELS[tab.id];
          return (
            <Tabs.Content key={tab.id} value={tab.id} className="pt-8">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
