import type { FastifyRequest } from 'fastify';
import type { StaffRequest } from '../modules/staff/staff.policy.ts';

/** The longest browser string the audit log keeps. */
const USER_AGENT_MAX = 300;

/** Who makes a staff call and from where (address and browser), as the audit log records it. */
export function toStaffRequest(request: FastifyRequest): StaffRequest {
  return { actor: request.user, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
}
