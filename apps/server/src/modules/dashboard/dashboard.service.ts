import { ACHIEVEMENTS_LIMIT, DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_TODO_LIMIT } from '@indiwave/domain/constants';
import type { Dashboard } from '@indiwave/domain/contract/workstation';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { toMediaUrl } from '../accounts/session.presenter.ts';
import type { AchievementsService } from '../achievements/achievements.service.ts';
import { addDays, toDay } from '../analytics/analytics-days.ts';
import { requireArtist, type AnalyticsService } from '../analytics/analytics.service.ts';
import { presentActivity, presentFigures, presentTodo } from './dashboard.presenter.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export type DashboardServiceDeps = {
  repository: DashboardRepository;
  analytics: AnalyticsService;
  achievements: AchievementsService;
  now: () => Date;
};

/** The longest window the figures compare: 28 days and the 28 before. */
const FIGURE_SPAN_DAYS = 56;

/**
 * The artist's landing (issue 8 item 1): figures from the daily aggregates, the to-do list and
 * the achievements from what the artist has done, and the latest activity on their music.
 */
export function createDashboardService({ repository, analytics, achievements, now }: DashboardServiceDeps) {
  return {
    /** GET dashboard: artists and bands only (403 for listeners). */
    async readDashboard(user: AuthUser): Promise<{ success: true; result: Dashboard }> {
      requireArtist(user);
      const today = toDay(now());
      const since = addDays(today, -(FIGURE_SPAN_DAYS - 1));
      const person = await repository.findPerson(user.id);
      const progress = await achievements.readTodoProgress(user.id);
      if (!person || !progress) throw AppError.notFound();
      const [daily, totals, followers, songs, videos, latest, activity] = await Promise.all([
        analytics.listDaily(user.id, since, today),
        analytics.findTotals(user.id),
        repository.countFollowers(user.id),
        repository.listUploads('songs', user.id, since),
        repository.listUploads('videos', user.id, since),
        achievements.listLatest(user.id, ACHIEVEMENTS_LIMIT),
        repository.listActivity(user.id, DASHBOARD_ACTIVITY_LIMIT),
      ]);
      const todo = presentTodo(progress, person.slug);
      const name =
        (person.type === 'Band' && person.band_name) ||
        [person.first_name, person.last_name].filter(Boolean).join(' ').trim() ||
        person.slug;
      return {
        success: true,
        result: {
          user: {
            slug: person.slug,
            name,
            type: person.type === 'Band' ? 'Band' : 'Artist',
            profile_pic: toMediaUrl(person.profile_pic),
            is_email_verified: person.is_email_verified === 1,
          },
          figures: presentFigures({ today, daily, totals, followers, songs, videos }),
          todo: todo.slice(0, DASHBOARD_TODO_LIMIT),
          todo_count: todo.length,
          achievements: latest.results,
          activity: presentActivity(activity, DASHBOARD_ACTIVITY_LIMIT),
          today,
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
