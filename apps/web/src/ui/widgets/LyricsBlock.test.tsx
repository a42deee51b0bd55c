import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LyricsBlock } from './LyricsBlock.tsx';

describe('LyricsBlock (spec 2 §2.2: toggle past 200 characters, 4-line clamp)', () => {
  it('shows lyrics of 200 characters whole, without a toggle', () => {
    render(<LyricsBlock lyrics={'la '.repeat(66) + 'la'} />);
    expect(screen.getByTestId('lyrics-text')).not.toHaveClass('line-clamp-4');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("clamps longer lyrics to 4 lines with 'Full Text', then 'Show Less'", () => {
    render(<LyricsBlock lyrics={'la '.repeat(80)} />);
    const text = screen.getByTestId('lyrics-text');
    expect(text).toHaveClass('line-clamp-4');
    const toggle = screen.getByRole('button', { name: 'Full Text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('line-clamp-4');
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Full Text' })).toBeInTheDocument();
  });

  it('shows nothing without lyrics', () => {
    const { container } = render(<LyricsBlock lyrics="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
