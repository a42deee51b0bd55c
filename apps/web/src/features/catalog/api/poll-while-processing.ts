import { MEDIA_STATUS_POLL_MS } from '@indiwave/domain/constants';

/** A query's refetch interval while any of its media is still processing: the page follows the job and updates itself. */
export function pollWhileProcessing<T>(readStatuses: (data: T) => readonly string[]) {
  return (query: { state: { data: T | undefined } }) => {
    const data = query.state.data;
    return data !== undefined && readStatuses(data).includes('processing') ? MEDIA_STATUS_POLL_MS : false;
  };
}
