import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referenceStaffRoutes, type ReferenceList } from '@indiwave/domain/contract/reference';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET staff/reference/:list: a list as the team edits it. */
export function useStaffReferenceList(list: ReferenceList) {
  return useQuery({ queryKey: queryKeys.reference.staffList(list), queryFn: async ({ signal }) => (await callApi(referenceStaffRoutes.staffList, { params: { list }, signal })).results });
}

/** Adding and renaming items; each refreshes every reference list this browser holds (the forms' too). */
export function useReferenceMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['reference'] });
  return {
    add: useMutation({ mutationFn: ({ list, name }: { list: ReferenceList; name: string }) => callApi(referenceStaffRoutes.addItem, { params: { list }, body: { name } }), onSuccess }),
    rename: useMutation({ mutationFn: ({ list, slug, name }: { list: ReferenceList; slug: string; name: string }) => callApi(referenceStaffRoutes.renameItem, { params: { list, slug }, body: { name } }), onSuccess }),
  };
}
