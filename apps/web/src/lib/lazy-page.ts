import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A route's `lazy`: the page module loads on first visit, as its own chunk. */
export function lazyPage(load: () => Promise<PageModule>) {
  return () => load().then((module) => ({ Component: module.default }));
}
