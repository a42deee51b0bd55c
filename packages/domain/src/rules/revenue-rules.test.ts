import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN, maskAccountNumber } from './revenue-rules.ts';

describe('revenue rules', () => {
  it('takes an IFSC of 4 letters, 0 and 6 letters or digits, and nothing else', () => {
    expect(IFSC_PATTERN.test('SBIN0001234')).toBe(true);
    expect(IFSC_PATTERN.test('HDFC0ABC123')).toBe(true);
    for (const bad of ['SBIN1001234', 'SBI00001234', 'sbin0001234', 'SBIN000123', 'SBIN00012345']) expect(IFSC_PATTERN.test(bad), bad).toBe(false);
  });
  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
  });
});
