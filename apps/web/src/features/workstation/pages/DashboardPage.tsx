import { ChartLine, IdCard, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACHIEVEMENTS_LIMIT, COOKIE_DAYS_DEFAULT } from '@indiwave/domain/constants';
import { readCookie, setCookie } from '../../../lib/cookies.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { AchievementList } from '../../../ui/widgets/AchievementList.tsx';
import { ActivityFeed } from '../components/ActivityFeed.tsx';
import { FigureCards } from '../components/FigureCards.tsx';
import { PressKitPromoDialog } from '../components/PressKitPromoDialog.tsx';
import { TodoList } from '../components/TodoList.tsx';
import { Panel, WorkstationFrame } from '../components/WorkstationFrame.tsx';
import { WorkstationGate } from '../components/WorkstationGate.tsx';
import { DashboardGuide } from '../tour/DashboardGuide.tsx';
import { shouldShowPressKitPromo, toPressKitPromoCookie } from '../tour/guide-rules.ts';

const LINK = 'text-sm font-semibold whitespace-nowrap text-accent-soft hover:underline';

/** Placeholders in the page's shape while the dashboard loads. */
function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-32 animate-pulse rounded-2xl border border-border bg-surface" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-2xl border border-border bg-surface" />
    </div>
  );
}

function DashboardContent() {
  const user = useSessionUser();
  const dashboard = useDashboard();
  // Read once, on arrival: finishing the tour on this visit must not bring the promo right after it.
  const [wasGuideReadOnArrival] = useState(() => user?.guides?.dashboard === true);
  const [isPromoClosed, setIsPromoClosed] = useState(false);
  const data = dashboard.data;
  const slug = data?.user.slug ?? user?.slug ?? '';

  const isPromoShown =
    Boolean(data) &&
    !isPromoClosed &&
    shouldShowPressKitPromo({
      wasGuideReadOnArrival,
      songs: data?.figures.songs.total ?? 0,
      videos: data?.figures.videos.total ?? 0,
      isCookieSet: readCookie(toPressKitPromoCookie(slug)) !== null,
    });
  const closePromo = () => {
    setCookie(toPressKitPromoCookie(slug), '1', COOKIE_DAYS_DEFAULT);
    setIsPromoClosed(true);
  };

  return (
    <WorkstationFrame
      title={`Hi, ${data?.user.name ?? user?.name ?? ''}`}
      subtitle="Here is how your music is doing."
      actions={
        <>
          <Link to={`/${slug}`} className={getButtonClass('secondary', 'sm')}>
            <IdCard aria-hidden size={16} /> e-Press Kit
          </Link>
          <Link to="/upload/song" className={getButtonClass('primary', 'sm')}>
            <Upload aria-hidden size={16} /> Upload
          </Link>
        </>
      }
    >
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.error && <FormAlert message={readErrorMessage(dashboard.error)} />}
      {data && (
        <div className="grid gap-5">
          <FigureCards figures={data.figures} />
          <div className="grid gap-5 lg:grid-cols-3">
            <div className="grid content-start gap-5 lg:col-span-2">
              <Panel title="Your next steps" data-tour="todo">
                <TodoList items={data.todo} remaining={data.todo_count} />
              </Panel>
              <Panel title="Recent activity">
                <ActivityFeed items={data.activity} />
              </Panel>
            </div>
            <div className="grid content-start gap-5">
              <Panel
                title="Latest achievements"
                action={
                  <Link to="/mydashboard/achievements" className={LINK}>
                    See all
                  </Link>
                }
              >
                {data.achievements.length > 0 ? (
                  <AchievementList
                    achievements={data.achievements.slice(0, ACHIEVEMENTS_LIMIT)}
                    label="Latest achievements"
                    isCompact
                  />
                ) : (
                  <p className="text-sm text-fg-muted">Your first achievement is one upload away.</p>
                )}
              </Panel>
              <section
                aria-label="Analytics"
                className="rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/25 to-surface p-5"
              >
                <ChartLine aria-hidden className="text-accent-soft" size={24} />
                <h2 className="mt-2 text-base font-bold text-fg">Where are your listeners?</h2>
                <p className="mt-1 text-sm text-fg-muted">
                  Daily plays, cities, countries, traffic sources and every song, over the range you choose.
                </p>
                <Link to="/mydashboard/analytics" className={getButtonClass('primary', 'sm', 'mt-4')}>
                  Open analytics
                </Link>
              </section>
            </div>
          </div>
        </div>
      )}
      <DashboardGuide />
      {isPromoShown && <PressKitPromoDialog slug={slug} onClose={closePromo} />}
    </WorkstationFrame>
  );
}

/** /mydashboard (spec 1 §2.1, §6; issue 8): the artist's and band's landing. */
export default function DashboardPage() {
  return (
    <WorkstationGate>
      <DashboardContent />
    </WorkstationGate>
  );
}
