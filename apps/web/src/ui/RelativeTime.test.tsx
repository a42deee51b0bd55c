import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  it('labels a moment relative to now in a <time> element (spec 1 §9)', () => {
    const then = new Date(Date.now() - 3 * 60 * 60 * 1000);
    render(<RelativeTime value={then} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', then.toISOString());
  });

  it('renders nothing for an unreadable date', () => {
    const { container } = render(<RelativeTime value="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
