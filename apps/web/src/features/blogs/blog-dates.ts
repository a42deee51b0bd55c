const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '12 March 2030' for an ISO time (UTC, as the server dates posts). */
export function formatBlogDate(iso: string | null): string {
  return iso ? DATE_FORMAT.format(new Date(iso)) : '';
}
