import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { callApi } from './api-client.ts';
import { updateSessionUser } from './session.ts';

/** The screen guides (spec 2 §7): dashboard, claps, schedule. */
export type ScreenGuideName = 'dashboard' | 'claps' | 'schedule';

/** POST update_screen_guide: marks a guide as seen; the reply lists every guide's flag. */
export async function updateScreenGuide(name: ScreenGuideName) {
  const reply = await callApi(accountSettingsRoutes.updateScreenGuide, { body: { name } });
  updateSessionUser({
    guides: {
      dashboard: reply.result.is_dashboard_sg_read,
      claps: reply.result.is_claps_sg_read,
      schedule: reply.result.is_schedule_sg_read,
    },
  });
  return reply;
}

/** Mutation options for marking a screen guide as seen. */
export function getUpdateScreenGuideOptions() {
  return mutationOptions({ mutationKey: ['session', 'screen-guide'] as const, mutationFn: updateScreenGuide });
}

/** Marks a screen guide as seen (the tour, the clap guide) and keeps the flag with the session. */
export function useUpdateScreenGuide() {
  return useMutation(getUpdateScreenGuideOptions());
}
