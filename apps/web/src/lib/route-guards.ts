import { redirect } from 'react-router';
import { getSessionUser, isArtistOrBand } from './session';

/** Where a signed-in person lands instead of the visitors' home page (spec 1 §2.1). */
export function findSignedInHome(): string | null {
  const user = getSessionUser();
  if (!user) return null;
  return isArtistOrBand(user) ? '/mydashboard' : '/songs';
}

/**
 * The route guard of spec 1 §5: a visitor (status 0) opening a signed-in-only route is sent to
 * the home page, where the `?login=` target opens the sign-in dialog and brings them back (a
 * link from an e-mail to /messaging?user=… keeps its place). A route loader.
 */
export function requireSignedIn({ request }: { request: Request }): null {
  return requireSignedInAndReturn({ request });
}

/** The home route's loader: artists and bands go to /mydashboard, listeners to /songs (spec 1 §2.1). */
export function redirectSignedInHome(): null {
  const home = findSignedInHome();
  if (home) throw redirect(home);
  return null;
}

/**
 * A signed-in-only page's loader that brings a visitor back after signing in: the `?login=`
 * target opens the sign-in dialog and returns here (cart, orders, checkout).
 */
export function requireSignedInAndReturn({ request }: { request: Request }): null {
  if (getSessionUser()) return null;
  const url = new URL(request.url);
  throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/**
 * The bare /edit route (spec 1 §2.1 lists it beside /edit-playlist): a person's things to edit —
 * an artist's or band's songs and albums, a listener's playlists in the library. A visitor signs in first.
 */
export function redirectToOwnEditables({ request }: { request: Request }): never {
  requireSignedInAndReturn({ request });
  const user = getSessionUser();
  throw redirect(user && isArtistOrBand(user) ? '/mydashboard/songs' : '/library');
}
