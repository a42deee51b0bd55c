/**
 * A ref that focuses its element when it is put on the page: what `autoFocus` means in React, which
 * preact/compat leaves to the browser (a browser honours that attribute only while the page loads).
 * One function for every caller, so a re-render never focuses again.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
