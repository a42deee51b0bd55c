// Parsed JSON is plain objects; parsed query strings and path parameters have other prototypes.
function isPlainRecord(value: object): boolean {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * Removes NUL characters from every string of a parsed value (object keys included), returning
 * the same value when there is none. PostgreSQL text refuses NUL outright and SQLite would store
 * it, so the same input must not succeed on one engine and fail on the other; no field of ours
 * has a use for it.
 */
export function stripNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = stripNul(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object' && isPlainRecord(value)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const clean = stripNul(record[key]);
      if (key.includes('\u0000')) {
        delete record[key];
        record[key.replaceAll('\u0000', '')] = clean;
      } else {
        record[key] = clean;
      }
    }
  }
  return value;
}
