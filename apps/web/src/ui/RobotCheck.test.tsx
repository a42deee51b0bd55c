import { captchaRoutes } from '@indiwave/domain/contract/captcha';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, respond, type ReplyOf } from '../test/mock-api';
import { renderAt } from '../test/render.tsx';
import { RobotCheck } from './RobotCheck.tsx';

// The ALTCHA bundle registers a custom element and proof-of-work workers; jsdom runs neither,
// so the loader is stubbed and the test plays the widget's part by dispatching its events.
vi.mock('../lib/captcha/load-altcha.ts', () => ({ registerAltchaAlgorithms: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
});

function replyConfig(config: Omit<ReplyOf<typeof captchaRoutes.config>, 'success'>) {
  fetchMock.mockImplementation((input, init) =>
    respond(fakeReply(captchaRoutes.config, { success: true, ...config }), input, init),
  );
}

describe('RobotCheck', () => {
  it('renders the ALTCHA widget with the challenge URL and passes its payload up once verified', async () => {
    replyConfig({ provider: 'altcha', challenge_url: '/api/captcha/challenge' });
    const handleChange = vi.fn();
    const { container } = renderAt(<RobotCheck onChange={handleChange} />);

    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const widget = container.querySelector('altcha-widget') as HTMLElement;
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/captcha/config');

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }));
    });
    expect(handleChange).toHaveBeenLastCalledWith(null);
    act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'eyJwcm9vZiI6MX0=' } }),
      );
    });
    expect(handleChange).toHaveBeenLastCalledWith('eyJwcm9vZiI6MX0=');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(handleChange).toHaveBeenLastCalledWith(null);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('starts solving at once when it arrives in a form someone is already typing in, and not otherwise', async () => {
    replyConfig({ provider: 'altcha', challenge_url: '/api/captcha/challenge' });
    const { container } = renderAt(
      <form>
        <input aria-label="Name" />
        <RobotCheck onChange={vi.fn()} />
      </form>,
    );
    (container.querySelector('input') as HTMLInputElement).focus();
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const widget = container.querySelector('altcha-widget') as HTMLElement & { verify: () => Promise<null> };
    widget.verify = vi.fn(async () => null);
    act(() => {
      widget.dispatchEvent(new Event('load'));
    });
    expect(widget.verify).toHaveBeenCalledTimes(1);

    (container.querySelector('input') as HTMLInputElement).blur();
    act(() => {
      widget.dispatchEvent(new Event('load'));
    });
    expect(widget.verify).toHaveBeenCalledTimes(1);
  });

  it("loads Google's script only for reCAPTCHA, and passes its token up", async () => {
    replyConfig({ provider: 'recaptcha', site_key: 'site-key-123' });
    const handleChange = vi.fn();
    renderAt(<RobotCheck onChange={handleChange} />);

    await waitFor(() => expect(document.querySelector('script[src*="recaptcha"]')).not.toBeNull());
    const script = document.querySelector('script[src*="recaptcha"]') as HTMLScriptElement;
    expect(script.src).toContain('https://www.google.com/recaptcha/api.js');
    expect(script.src).toContain('render=explicit');

    const render = vi.fn<
      (container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void }) => number
    >(() => 0);
    const win = window as unknown as Record<string, unknown>;
    win.grecaptcha = { render, reset: vi.fn() };
    await act(async () => {
      (win.indiwaveRecaptchaLoaded as () => void)();
    });

    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    const parameters = render.mock.calls[0][1];
    expect(parameters.sitekey).toBe('site-key-123');
    act(() => parameters.callback('recaptcha-token'));
    expect(handleChange).toHaveBeenLastCalledWith('recaptcha-token');
    delete win.grecaptcha;
  });

  it('offers to try again when the configuration cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(<RobotCheck onChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
