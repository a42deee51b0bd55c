import type { To } from 'react-router';

// `login` opens the sign-in dialog over the page (spec 1 §2.2); `register=1` picks its
// register tab. After signing in, the session feature sends artists to /mydashboard and
// listeners to /songs, as the home route does for signed-in people.

/** Opens the register tab of the sign-in dialog. */
export const REGISTER_LINK: To = { search: '?login=/&register=1' };

/** Opens the sign-in dialog. */
export const SIGN_IN_LINK: To = { search: '?login=/' };
