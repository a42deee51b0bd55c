/** The part of Google's reCAPTCHA v2 API the robot check uses. */
export type Grecaptcha = {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
};

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; [ONLOAD_CALLBACK]?: () => void };

const ONLOAD_CALLBACK = 'indiwaveRecaptchaLoaded';
const SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD_CALLBACK}`;

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads Google's reCAPTCHA script once, and only when the server asks for reCAPTCHA
 * (the default robot check is self-hosted ALTCHA and sends nothing to Google).
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (loading) return loading;
  const win = window as RecaptchaWindow;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    if (win.grecaptcha?.render) {
      resolve(win.grecaptcha);
      return;
    }
    win[ONLOAD_CALLBACK] = () => {
      if (win.grecaptcha) resolve(win.grecaptcha);
      else reject(new Error('reCAPTCHA did not load'));
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
