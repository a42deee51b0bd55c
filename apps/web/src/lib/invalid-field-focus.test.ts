import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { installInvalidFieldFocus } from './invalid-field-focus';

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

function buildForm(): { form: HTMLFormElement; chips: HTMLFieldSetElement; title: HTMLInputElement; button: HTMLButtonElement } {
  document.body.innerHTML = `
    <form novalidate>
      <input id="title" aria-label="Title" />
      <fieldset id="chips"><legend>Languages</legend><input type="checkbox" aria-label="Hindi" /></fieldset>
      <input id="tracks" type="file" aria-label="Add tracks" />
      <button type="submit">Publish</button>
    </form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => event.preventDefault());
  return {
    form,
    chips: document.querySelector('#chips') as HTMLFieldSetElement,
    title: document.querySelector('#title') as HTMLInputElement,
    button: document.querySelector('button') as HTMLButtonElement,
  };
}

describe('a refused submit goes to the first invalid field (issue 15 item 2)', () => {
  it('focuses the first control of an invalid chip group once the form marks it', async () => {
    uninstall = installInvalidFieldFocus();
    const { chips, button } = buildForm();
    button.focus();
    button.click();
    chips.setAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(chips.querySelector('input')));
  });

  it('takes the first in page order, whatever the form focused', async () => {
    uninstall = installInvalidFieldFocus();
    const { chips, title, button } = buildForm();
    button.click();
    chips.setAttribute('aria-invalid', 'true');
    title.setAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('waits for messages that render in a later commit, and still takes the first in page order', async () => {
    uninstall = installInvalidFieldFocus();
    const { chips, button } = buildForm();
    button.click();
    document.querySelector('#tracks')?.setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    chips.setAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(chips.querySelector('input')));
  });

  it('leaves a valid form alone', async () => {
    uninstall = installInvalidFieldFocus();
    const { button } = buildForm();
    button.focus();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(button);
  });
});
