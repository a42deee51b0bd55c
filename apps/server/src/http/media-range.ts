/** What a Range header asks of an object of a given size. */
export type RangeRequest = { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads `Range: bytes=…` (RFC 9110 §14) for one range: 'a-b', open-ended 'a-' and suffix
 * '-n'. The end is clamped to the object. A header that is not a single well-formed byte
 * range (other units, several ranges, a > b) is ignored and the whole object is sent, as the
 * RFC allows; a range that starts past the end, or an empty suffix, is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = match[2] === '' ? size - 1 : Number(match[2]);
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}
