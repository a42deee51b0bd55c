import { describe, expect, it } from 'vitest';
import { getMasterclassStatus, parseDurationMinutes, parseMasterclassDate, sortMasterclasses } from './masterclass-status.ts';

// 24/08/2030 at 07:00 PM IST is 13:30 UTC.
const entry = { date: '24/08/2030 at 07:00 PM', duration: '1 hour' };
const at = (iso: string) => new Date(iso);

describe('masterclass status (spec 2 §4, READING)', () => {
  it('reads the date as Indian time and the duration in hours or minutes', () => {
    expect(parseMasterclassDate(entry.date)?.toISOString()).toBe('2030-08-24T13:30:00.000Z');
    expect(parseMasterclassDate('31/02/2030 at 07:00 PM')).toBeNull();
    expect(parseMasterclassDate('next week')).toBeNull();
    expect(parseDurationMinutes('1 hour')).toBe(60);
    expect(parseDurationMinutes('90 minutes')).toBe(90);
    expect(parseDurationMinutes('1 hr 30 mins')).toBe(90);
    expect(parseDurationMinutes('1.5 hours')).toBe(90);
    expect(parseDurationMinutes('soon')).toBeNull();
  });

  it('the date beyond 24 h, then hours, then minutes, ongoing, ended', () => {
    expect(getMasterclassStatus(entry, at('2030-08-23T13:29:00Z')).label).toBe('24/08/2030 at 07:00 PM');
    expect(getMasterclassStatus(entry, at('2030-08-23T13:30:00Z')).label).toBe('Starting in 24 hours');
    expect(getMasterclassStatus(entry, at('2030-08-24T10:00:00Z')).label).toBe('Starting in 3 hours');
    expect(getMasterclassStatus(entry, at('2030-08-24T12:30:00Z')).label).toBe('Starting in 60 minutes');
    expect(getMasterclassStatus(entry, at('2030-08-24T13:25:30Z')).label).toBe('Starting in 5 minutes');
    expect(getMasterclassStatus(entry, at('2030-08-24T13:30:00Z')).label).toBe('Class is ongoing');
    const ended = getMasterclassStatus(entry, at('2030-08-24T14:30:00Z'));
    expect(ended).toMatchObject({ label: 'Class has ended', badge: 'Class Ended', isEnded: true });
    expect(getMasterclassStatus({ ...entry, ended: true }, at('2030-01-01T00:00:00Z')).badge).toBe('Class Ended');
    expect(getMasterclassStatus({ ...entry, startingSoon: true }, at('2030-08-01T00:00:00Z')).badge).toBe('Coming Soon');
    expect(getMasterclassStatus({ ...entry, duration: 'as long as it takes' }, at('2030-08-25T00:00:00Z')).label).toBe('Class has started');
  });

  it('ended classes sort last', () => {
    const past = { date: '01/08/2030 at 07:00 PM', duration: '1 hour', title: 'past' };
    const next = { date: '07/09/2030 at 07:00 PM', duration: '1 hour', title: 'next' };
    const soon = { ...entry, title: 'soon' };
    expect(sortMasterclasses([past, next, soon], at('2030-08-20T00:00:00Z')).map((e) => e.title)).toEqual(['soon', 'next', 'past']);
  });
});
