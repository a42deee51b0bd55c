/**
 * What `react` resolves to in this app (vite.config.ts, preactAliases): preact/compat, with a
 * useId of its own. preact numbers its ids by their place under the nearest root or suspense
 * boundary, so two lazy parts of one page (a dialog and the form behind it) could get the same id,
 * and a label pointed at the wrong element. The app renders in the browser only (nothing to
 * hydrate), so a counter gives every id once. (JavaScript: preact/compat's types are `export =`,
 * which TypeScript will not re-export with `export *`; the app is typed against React's own types.)
 */
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let lastId = 0;

/** @returns {string} */
export function useId() {
  const [id] = useState(() => `iw${(++lastId).toString(36)}`);
  return id;
}

export default { ...compat, useId };
