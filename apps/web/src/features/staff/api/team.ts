import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type GrantRoleRequest } from '@indiwave/domain/contract/staff';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET admin/team: everyone with a role. */
export function getTeam(signal?: AbortSignal) {
  return callApi(staffRoutes.team, { signal }).then((reply) => reply.results);
}

/** The team, admins first. */
export function useTeam() {
  return useQuery({ queryKey: queryKeys.account.staffPart('team'), queryFn: ({ signal }) => getTeam(signal) });
}

/** POST admin/team/grant (admins). */
export function grantRole(body: z.input<typeof staffRoutes.grantRole.body>) {
  return callApi(staffRoutes.grantRole, { body });
}

/** POST admin/team/revoke (admins). */
export function revokeRole(body: z.input<typeof staffRoutes.revokeRole.body>) {
  return callApi(staffRoutes.revokeRole, { body });
}

/** Grants a role; the team list and the audit log refresh. */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<GrantRoleRequest, 'reason'> & { reason?: string }) => grantRole(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.staff() }),
  });
}

/** Revokes a role; the team list and the audit log refresh. */
export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.staff() }),
  });
}
