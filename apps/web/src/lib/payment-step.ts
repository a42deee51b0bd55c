/**
 * What the browser does with a Payment response (spec 2 §7: 'a url to navigate to, or an HTML
 * form to submit'). The form is read with DOMParser and rebuilt from its action and hidden
 * fields only, so nothing in it runs; it is then posted as the gateway expects.
 */
export function followPaymentStep(step: { url?: string; form?: string }): void {
  if (step.form) {
    const parsed = new DOMParser().parseFromString(step.form, 'text/html').querySelector('form');
    if (parsed) {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = parsed.getAttribute('action') ?? '';
      form.hidden = true;
      for (const input of parsed.querySelectorAll('input')) {
        const field = document.createElement('input');
        field.type = 'hidden';
        field.name = input.getAttribute('name') ?? '';
        field.value = input.getAttribute('value') ?? '';
        form.append(field);
      }
      document.body.append(form);
      form.submit();
      return;
    }
  }
  if (step.url) window.location.assign(step.url);
}
