/** A field the form marks invalid: inputs, and the fieldsets of chip groups and pickers. */
const INVALID_SELECTOR = '[aria-invalid="true"]';
const FOCUSABLE_SELECTOR = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';
/** How long after a submit the form's messages may still appear (an async check, a slow render). */
const WATCH_MS = 3_000;

/**
 * Moves to a field the person must fix: the field itself, or the first control inside a group
 * (a fieldset of chips has no focus of its own), scrolled to the middle of the screen so its
 * message is read with it.
 */
export function focusInvalidField(field: HTMLElement): void {
  const target = field.matches(FOCUSABLE_SELECTOR) ? field : field.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
  if (target) target.focus({ preventScroll: true });
  else {
    field.tabIndex = -1;
    field.focus({ preventScroll: true });
  }
  field.scrollIntoView?.({ block: 'center' });
}

/** True when focus is already on the form's first invalid field (or inside it). */
function isFocusOn(field: HTMLElement): boolean {
  const active = document.activeElement;
  return active !== null && (active === field || field.contains(active));
}

/**
 * After any form's submit, waits for its first invalid field and goes there (issue 15 item 2):
 * a message 1,300 px above the viewport, with focus still on the button, looks like a form that
 * does nothing. One listener for every form of the app, whatever library validates it; returns
 * the uninstaller.
 */
export function installInvalidFieldFocus(): () => void {
  let stopWatching: (() => void) | null = null;

  const handleSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching?.();
    const goToFirstInvalid = (): boolean => {
      const first = form.querySelector<HTMLElement>(INVALID_SELECTOR);
      if (!first) return false;
      if (!isFocusOn(first)) focusInvalidField(first);
      return true;
    };
    // A form's messages may render in several commits (a chip group's after the tracks'), so
    // look once the page has been still for two frames; a form still showing the same messages
    // as before changes nothing, and the first look covers it.
    let frame = 0;
    const lookWhenSettled = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (goToFirstInvalid()) stop();
        });
      });
    };
    const observer = new MutationObserver(lookWhenSettled);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    lookWhenSettled();
    const timer = window.setTimeout(() => stop(), WATCH_MS);
    function stop() {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      stopWatching = null;
    }
    stopWatching = stop;
  };

  document.addEventListener('submit', handleSubmit, true);
  return () => {
    document.removeEventListener('submit', handleSubmit, true);
    stopWatching?.();
  };
}
