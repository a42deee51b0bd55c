import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { YoutubeUrlField } from './YoutubeUrlField.tsx';

function Harness() {
  const { register, watch } = useForm<{ youtube_url: string }>({ defaultValues: { youtube_url: '' } });
  return <YoutubeUrlField id="yt" registration={register('youtube_url')} value={watch('youtube_url')} />;
}

describe('YoutubeUrlField: the video id is read as the artist types', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtube.com/shorts/aBcDeFgHi_1', 'aBcDeFgHi_1'],
    ['https://www.youtube.com/embed/aBcDeFgHi-2', 'aBcDeFgHi-2'],
  ])('%s → %s', (address, id) => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'YouTube URL' }), { target: { value: address } });
    expect(screen.getByTestId('youtube-id')).toHaveTextContent(id);
  });

  it('shows no id for an address that is not YouTube or an id that is not 11 characters', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'YouTube URL' });
    fireEvent.change(input, { target: { value: 'https://example.com/watch?v=dQw4w9WgXcQ' } });
    expect(screen.queryByTestId('youtube-id')).toBeNull();
    fireEvent.change(input, { target: { value: 'https://youtu.be/short' } });
    expect(screen.queryByTestId('youtube-id')).toBeNull();
  });
});
