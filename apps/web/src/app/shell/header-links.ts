/** Query parameters that open the sign-in dialog (spec 1 §2.2); never part of a return target. */
const LOGIN_PARAMS = ['login', 'register'];

type PageLocation = { pathname: string; search: string };

/**
 * Where the visitor's sign-in, register and cart buttons go (spec 1 §2.2, §2.4): the same
 * page with `?login=<this page>`, plus `register=1` for the register tab. The sign-in dialog
 * of a later issue reads them; the target brings the visitor back here afterwards.
 */
export function buildSignInLink(location: PageLocation, isRegister = false): { pathname: string; search: string } {
  const current = new URLSearchParams(location.search);
  for (const name of LOGIN_PARAMS) current.delete(name);
  const rest = current.toString();
  const target = `${location.pathname}${rest ? `?${rest}` : ''}`;
  const next = new URLSearchParams({ login: target });
  if (isRegister) next.set('register', '1');
  return { pathname: location.pathname, search: `?${next.toString()}` };
}
