import { MEDIA_STATUS_POLL_MS } from '@indiwave/domain/constants';
import { describe, expect, it } from 'vitest';
import { pollWhileProcessing } from './poll-while-processing';

describe('pollWhileProcessing', () => {
  const interval = pollWhileProcessing((statuses: string[]) => statuses);

  it('asks again while any media is processing', () => {
    expect(interval({ state: { data: ['ready', 'processing'] } })).toBe(MEDIA_STATUS_POLL_MS);
  });

  it('stops once everything is ready or failed, and before any data', () => {
    expect(interval({ state: { data: ['ready', 'failed'] } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
