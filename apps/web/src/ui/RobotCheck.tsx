import type {} from 'altcha/types/react';
import type { WidgetMethods as AltchaWidgetMethods } from 'altcha/types';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCaptchaConfig } from '../lib/captcha/get-captcha-config.ts';
import { loadRecaptcha } from '../lib/captcha/load-recaptcha.ts';

type RobotCheckProps = {
  /** Called with the proof (ALTCHA payload or reCAPTCHA token) once verified, and null when it lapses. */
  onChange: (value: string | null) => void;
  /** Id of the element that shows the robot check's error, if any. */
  errorId?: string;
};

type AltchaStateDetail = { state: string; payload?: string | null };

const noteClass = 'text-sm text-fg-muted';
const retryClass = 'ml-2 font-semibold text-accent-soft underline underline-offset-4 hover:text-fg';

/**
 * The robot check of the forms (register, report abuse, contact): the self-hosted ALTCHA
 * widget by default, or Google reCAPTCHA when the server is configured with its keys.
 */
export function RobotCheck({ onChange, errorId }: RobotCheckProps) {
  const config = useCaptchaConfig();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Stable across renders, so the widgets below are not torn down when the form re-renders.
  const handleChange = useCallback((value: string | null) => onChangeRef.current(value), []);

  let content;
  if (config.isPending) {
    content = (
      <p role="status" className={noteClass}>
        Loading the robot check…
      </p>
    );
  } else if (config.isError) {
    content = (
      <p className={noteClass}>
        We couldn't load the robot check.
        <button type="button" className={retryClass} onClick={() => void config.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (config.data.provider === 'recaptcha' && config.data.site_key) {
    content = <RecaptchaBox siteKey={config.data.site_key} onChange={handleChange} />;
  } else {
    content = (
      <AltchaBox challengeUrl={config.data.challenge_url ?? '/api/captcha/challenge'} onChange={handleChange} />
    );
  }

  return (
    <div role="group" aria-label="Robot check" aria-describedby={errorId} className="min-h-[4.5rem]">
      {content}
    </div>
  );
}

function AltchaBox({ challengeUrl, onChange }: { challengeUrl: string; onChange: (value: string | null) => void }) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let isActive = true;
    import('../lib/captcha/load-altcha.ts')
      .then((module) => {
        module.registerAltchaAlgorithms();
        if (isActive) setStatus('ready');
      })
      .catch(() => {
        if (isActive) setStatus('failed');
      });
    return () => {
      isActive = false;
    };
  }, []);

  // Listening from the moment the widget is on the page, before the browser paints it: no answer
  // of the widget can come before the listener.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    // ALTCHA starts its proof of work when the focus enters the form. Someone quick (or a slow
    // network) may already be typing in the form when the widget arrives: it starts at once then.
    const handleLoad = () => {
      if (widget.closest('form')?.contains(document.activeElement)) void (widget as HTMLElement & AltchaWidgetMethods).verify();
    };
    widget.addEventListener('statechange', handleStateChange);
    widget.addEventListener('load', handleLoad);
    return () => {
      widget.removeEventListener('statechange', handleStateChange);
      widget.removeEventListener('load', handleLoad);
    };
  }, [status, onChange]);

  if (status === 'failed') {
    return <p className={noteClass}>We couldn't load the robot check. Please reload the page.</p>;
  }
  if (status === 'loading') {
    return (
      <p role="status" className={noteClass}>
        Loading the robot check…
      </p>
    );
  }
  // auto="onfocus": the proof of work starts as soon as someone begins filling the form,
  // so it is usually done before they reach the submit button.
  return <altcha-widget ref={widgetRef} challenge={challengeUrl} auto="onfocus" type="checkbox" />;
}

function RecaptchaBox({ siteKey, onChange }: { siteKey: string; onChange: (value: string | null) => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // A fresh element per mount: reCAPTCHA refuses to render twice into the same element.
    const target = document.createElement('div');
    container.appendChild(target);
    let isActive = true;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (!isActive) return;
        grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => onChange(token),
          'expired-callback': () => onChange(null),
          'error-callback': () => onChange(null),
        });
      })
      .catch(() => {
        if (isActive) setHasFailed(true);
      });
    return () => {
      isActive = false;
      target.remove();
    };
  }, [siteKey, onChange]);

  return (
    <>
      <div ref={containerRef} />
      {hasFailed && <p className={noteClass}>We couldn't load the robot check. Please reload the page.</p>}
    </>
  );
}
