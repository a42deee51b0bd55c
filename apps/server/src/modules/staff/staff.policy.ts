import type { StaffRole } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';

/** Who is asking, as far as staff rules care: the signed-in user (AuthUser fits) or nobody. */
export type StaffActor = { id: number; staffRole: StaffRole | null } | null;

/** A signed-in member of the team, as requireStaff returns it. */
export type StaffMember = { id: number; staffRole: StaffRole };

/** True when the actor holds the role: an admin holds 'staff' too. */
export function hasStaffRole(actor: StaffActor, role: StaffRole = 'staff'): boolean {
  if (!actor?.staffRole) return false;
  return role === 'staff' || actor.staffRole === 'admin';
}

/**
 * The staff rule any module's service applies before a team-only action: 401 for a visitor,
 * 403 for a user without the role ('admin' needs an admin; 'staff' takes staff or admin).
 */
export function requireStaff(actor: StaffActor, role: StaffRole = 'staff'): StaffMember {
  if (!actor) throw AppError.unauthorized(MESSAGES.signInRequired);
  if (!hasStaffRole(actor, role) || !actor.staffRole) throw AppError.forbidden(role === 'admin' ? MESSAGES.adminOnly : MESSAGES.staffOnly);
  return { id: actor.id, staffRole: actor.staffRole };
}

/** A staff call as the routes hand it to a service: who asks and from where (for the audit log). */
export type StaffRequest = { actor: StaffActor; ip: string; userAgent: string };

/** A staff call that passed the role check: the member and where they act from. */
export type StaffSession = { member: StaffMember; ip: string; userAgent: string };

/** requireStaff for a whole call: the session every audited action is written with. */
export function authorizeStaff(request: StaffRequest, role: StaffRole = 'staff'): StaffSession {
  return { member: requireStaff(request.actor, role), ip: request.ip, userAgent: request.userAgent };
}
