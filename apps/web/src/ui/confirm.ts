import { create } from 'zustand';
import { MESSAGES } from '@indiwave/domain/messages';

/** A text the question asks for (a reason for the audit log), shown under it as a text area. */
export type ConfirmInput = { label: string; isRequired: boolean; maxLength?: number };
type ConfirmRequest = { id: number; text: string; input?: ConfirmInput; resolve: (isConfirmed: boolean, value: string) => void };
type ConfirmState = { queue: ConfirmRequest[] };

/** Pending questions, first shown first; ConfirmDialog renders the head of the queue. */
export const useConfirmStore = create<ConfirmState>(() => ({ queue: [] }));

let nextId = 1;

function ask(text: string, input: ConfirmInput | undefined, resolve: ConfirmRequest['resolve']): void {
  const request = { id: nextId++, text, input, resolve };
  useConfirmStore.setState((state) => ({ queue: [...state.queue, request] }));
}

/**
 * The confirm helper (spec 1 §8): asks a yes/no question in an accessible dialog and resolves
 * true for yes, false for no or dismissal. The default text is 'Are you sure?'.
 */
export function confirm(text: string = MESSAGES.confirmDefault): Promise<boolean> {
  return new Promise((resolve) => ask(text, undefined, (isConfirmed) => resolve(isConfirmed)));
}

/**
 * The same dialog with a text to give (why a strike is overturned, why an order is refunded):
 * resolves the text trimmed on OK, null on Cancel or dismissal. A required text keeps OK off
 * until something is typed.
 */
export function confirmWithText(text: string, input: ConfirmInput): Promise<string | null> {
  return new Promise((resolve) => ask(text, input, (isConfirmed, value) => resolve(isConfirmed ? value.trim() : null)));
}

/** Answers the question on screen (with the text typed, if it asked for one) and shows the next one, if any. */
export function answerConfirm(id: number, isConfirmed: boolean, value = ''): void {
  const request = useConfirmStore.getState().queue.find((item) => item.id === id);
  if (!request) return;
  useConfirmStore.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  request.resolve(isConfirmed, value);
}
