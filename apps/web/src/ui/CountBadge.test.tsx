import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount } from './CountBadge';

describe('the unread badge', () => {
  it('hides for none, unknown or a failed call, and caps at 99+', () => {
    expect([null, undefined, 0, -1, Number.NaN].map(formatBadgeCount)).toEqual([null, null, null, null, null]);
    expect([1, 42, 99, 100, 2500].map(formatBadgeCount)).toEqual(['1', '42', '99', '99+', '99+']);
  });

  it('renders nothing without a count, and a hidden-from-readers number with one', () => {
    const { container, rerender } = render(<CountBadge count={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={3} />);
    expect(container.firstElementChild).toHaveTextContent('3');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
