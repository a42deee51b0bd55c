import type { AppDeps } from '../../app.ts';
import { createMembershipService, type MembershipService } from './membership.service.ts';

const servicesByApp = new WeakMap<AppDeps, MembershipService>();

/**
 * The membership service of one app, built once: the session reply, check_pro, the Pro gates of
 * other modules and the shop all read the same one.
 */
export function getMembershipService(deps: AppDeps): MembershipService {
  let service = servicesByApp.get(deps);
  if (!service) {
    service = createMembershipService({ db: deps.db, dialect: deps.dialect, clock: deps.platform.clock });
    servicesByApp.set(deps, service);
  }
  return service;
}
