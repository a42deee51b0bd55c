import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** A sortable list's sensors: a pointer after 4 px, a touch held 150 ms, and the keyboard (Space, arrows, Space). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'To reorder, press Space to pick up the song, the up and down arrows to move it, Space again to drop it, or Escape to cancel.',
};

/**
 * What a screen reader hears while a song is moved (dnd-kit's live region): its title and its
 * place, instead of the library's default of the item's id.
 */
export function describeReorder(order: readonly UniqueIdentifier[], titleOf: (id: UniqueIdentifier) => string) {
  const place = (id: UniqueIdentifier | undefined) => `position ${order.indexOf(id ?? '') + 1} of ${order.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${place(over.id)}.` : `${titleOf(active.id)} is outside the list.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at ${place(over.id)}.` : `${titleOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled; it stays at ${place(active.id)}.`,
  };
  return { announcements, screenReaderInstructions: INSTRUCTIONS };
}
