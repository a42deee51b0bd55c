// jsdom has no layout, so media queries are answered from window.innerWidth, which tests
// set with setViewportWidth() to try phone and desktop layouts.
type Listener = (event: MediaQueryListEvent) => void;
const mediaListeners = new Set<{ query: string; listener: Listener }>();

function matchesQuery(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/** Replaces window.matchMedia with one that reads window.innerWidth. */
export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matchesQuery(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => mediaListeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of mediaListeners) if (entry.listener === listener) mediaListeners.delete(entry);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Resizes the jsdom window and tells media-query listeners. */
export function setViewportWidth(width: number): void {
  window.innerWidth = width;
  for (const { query, listener } of [...mediaListeners]) {
    listener({ matches: matchesQuery(query), media: query } as MediaQueryListEvent);
  }
}
