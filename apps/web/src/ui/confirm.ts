import { create } from 'zustand';
import { MESSAGES } from '@indiwave/domain/messages';

type ConfirmRequest = { id: number; text: string; resolve: (isConfirmed: boolean) => void };
type ConfirmState = { queue: ConfirmRequest[] };

/** Pending questions, first shown first; ConfirmDialog renders the head of the queue. */
export const useConfirmStore = create<ConfirmState>(() => ({ queue: [] }));

let nextId = 1;

/**
 * The confirm helper (spec 1 §8): asks a yes/no question in an accessible dialog and resolves
 * true for yes, false for no or dismissal. The default text is 'Are you sure?'.
 */
export function confirm(text: string = MESSAGES.confirmDefault): Promise<boolean> {
  return new Promise((resolve) => {
    const request = { id: nextId++, text, resolve };
    useConfirmStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

/** Answers the question on screen and shows the next one, if any. */
export function answerConfirm(id: number, isConfirmed: boolean): void {
  const request = useConfirmStore.getState().queue.find((item) => item.id === id);
  if (!request) return;
  useConfirmStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  request.resolve(isConfirmed);
}
