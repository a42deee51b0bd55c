import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './BottomSheet';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the bottom sheet (spec 2 §2.2, §4)', () => {
  it('opens 300 ms after it is asked for and locks the body scroll while open', () => {
    const { rerender } = render(
      <BottomSheet isOpen onClose={() => {}} title="Rain">
        <p>Lyrics here</p>
      </BottomSheet>,
    );
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Rain' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <BottomSheet isOpen={false} onClose={() => {}} title="Rain">
        <p>Lyrics here</p>
      </BottomSheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
