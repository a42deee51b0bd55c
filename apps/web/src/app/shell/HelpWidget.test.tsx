import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
