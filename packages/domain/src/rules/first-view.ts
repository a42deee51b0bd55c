/**
 * A page's first view (issue 16): the server writes the replies of the calls a visitor's first
 * view of a page makes into the page itself, so the page renders without waiting on the API.
 * Only for visitors: the web app marks a signed-in browser with a cookie (its token lives in
 * local storage, which the server cannot see), and the server then writes nothing.
 */
export const FIRST_REPLIES_ELEMENT_ID = 'first-replies';

/** Set while a user is signed in on this browser; its value means nothing. */
export const SIGNED_IN_COOKIE = 'iw_signed_in';

/** How long the mark lasts without a visit: the longest a browser keeps a cookie. */
export const SIGNED_IN_COOKIE_DAYS = 400;
