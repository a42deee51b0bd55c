import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LyricsDialog } from './LyricsDialog';

describe('LyricsDialog', () => {
  it('opens the whole lyrics as text, line breaks kept, and closes', () => {
    const lyrics = 'The first rain on the window\nAnd the city holds its breath\n<b>not bold</b>';
    render(<LyricsDialog title="First Rain" artist="Asha Menon" lyrics={lyrics} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lyrics of First Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'First Rain' });
    expect(dialog).toHaveTextContent('Lyrics · Asha Menon');
    const text = dialog.querySelector('p.whitespace-pre-line');
    expect(text?.textContent).toBe(lyrics);
    expect(dialog.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
