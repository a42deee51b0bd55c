import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { hideGlobalSpinner, showGlobalSpinner } from '../../ui/spinner-store';
import { GlobalSpinner } from './GlobalSpinner';

describe('GlobalSpinner', () => {
  it('shows while anyone holds the spinner store', () => {
    renderAt(<GlobalSpinner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => showGlobalSpinner());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => hideGlobalSpinner());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
