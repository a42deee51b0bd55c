import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/media';
import { renderAt } from '../../test/render';
import { HelpWidget } from './HelpWidget';

describe('HelpWidget', () => {
  it('unfolds links to the FAQ and the contact page; Escape folds it', () => {
    renderAt(<HelpWidget isHiddenByRoute={false} />, '/faq');
    const button = screen.getByRole('button', { name: 'Help' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/about/contact-us');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Contact our team' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('is absent on the listed subpages and when the route hides it', () => {
    const first = renderAt(<HelpWidget isHiddenByRoute={false} />, '/songs/blue-hour');
    expect(screen.queryByRole('button', { name: /Help/ })).toBeNull();
    first.unmount();
    renderAt(<HelpWidget isHiddenByRoute />, '/faq');
    expect(screen.queryByRole('button', { name: /Help/ })).toBeNull();
  });

  afterEach(() => setViewportWidth(1366));

  it("on a phone steps aside while the page scrolls down over rows' buttons, and comes back on the way up", () => {
    setViewportWidth(390);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    renderAt(<HelpWidget isHiddenByRoute={false} />, '/faq');
    const root = document.querySelector('[data-help-widget]');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400);
    expect(root).toHaveClass('invisible');
    scrollTo(300);
    expect(root).not.toHaveClass('invisible');
    scrollTo(5000);
    expect(root).not.toHaveClass('invisible');
  });
});
