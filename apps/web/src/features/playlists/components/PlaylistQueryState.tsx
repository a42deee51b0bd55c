import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { TrackRowsSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';

/** A playlist page while its playlist loads (track skeletons) or after it failed (the message). */
export function PlaylistQueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  return <div className="mx-auto max-w-content px-4 py-8 md:px-8">{isPending ? <TrackRowsSkeleton /> : <FormAlert message={readErrorMessage(error)} />}</div>;
}
