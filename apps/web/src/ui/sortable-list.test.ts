import { describe, expect, it } from 'vitest';
import { describeReorder } from './sortable-list';

describe('describeReorder', () => {
  const titles: Record<string, string> = { a: 'First Rain', b: 'Blue Hour', c: 'Tram Line' };
  const { announcements } = describeReorder(['a', 'b', 'c'], (id) => titles[String(id)] ?? String(id));
  const item = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } }) as never;

  it('names the song and its place when picked up, moved, dropped or cancelled', () => {
    expect(announcements.onDragStart({ active: item('c') })).toBe('Picked up Tram Line, at position 3 of 3.');
    expect(announcements.onDragOver({ active: item('c'), over: item('a') })).toBe('Tram Line is over position 1 of 3.');
    expect(announcements.onDragEnd({ active: item('c'), over: item('a') })).toBe('Tram Line dropped at position 1 of 3.');
    expect(announcements.onDragCancel({ active: item('b'), over: null })).toBe('Moving Blue Hour cancelled; it stays at position 2 of 3.');
  });
});
