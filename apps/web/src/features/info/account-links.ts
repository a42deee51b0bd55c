import type { To } from 'react-router';

// The `login` query parameter opens the sign-in dialog on any page, or goes to the target
// when the visitor is already signed in; `register=1` switches it to the register tab
// (spec 1 §2.2). Only the search is set, so the dialog opens over the page being read.

/** Opens the register tab of the sign-in dialog on the current page. */
export const REGISTER_LINK: To = { search: '?login=/&register=1' };

/** Opens the sign-in dialog on the current page. */
export const SIGN_IN_LINK: To = { search: '?login=/' };

/** The contact form with its subject filled in, for "talk to us" links. */
export function getContactLink(subject: string): string {
  return `/about/contact-us?subject=${encodeURIComponent(subject)}`;
}
