import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioPicker } from './AudioPicker.tsx';

function makeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('AudioPicker (spec 2 §5.5)', () => {
  it('shows the supported formats as its hint', () => {
    render(<AudioPicker label="Choose your song" onFiles={() => {}} />);
    expect(screen.getByText(MESSAGES.audioHint, { exact: false })).toBeInTheDocument();
  });

  it('refuses a file that is not mp3, wav or flac, and one over 100 MB, in the spec words', () => {
    const onFiles = vi.fn();
    render(<AudioPicker label="Choose your song" onFiles={onFiles} />);
    const input = screen.getByLabelText(/Choose your song/);
    fireEvent.change(input, { target: { files: [makeFile('notes.txt', 'text/plain', 10)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file format selected is not .mp3, .wav or .flac');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { files: [makeFile('big.wav', 'audio/wav', 101 * 1024 * 1024)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file selected exceeds 100 MB');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('passes good files on', () => {
    const onFiles = vi.fn();
    render(<AudioPicker label="Add tracks" isMultiple onFiles={onFiles} />);
    const good = makeFile('a.mp3', 'audio/mpeg', 1000);
    fireEvent.change(screen.getByLabelText(/Add tracks/), { target: { files: [good] } });
    expect(onFiles).toHaveBeenCalledWith([good]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
