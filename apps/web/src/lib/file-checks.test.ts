import { MESSAGES } from '@indiwave/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkAudioFile, checkImageFile, formatDuration, formatRupees, toTitleFromFileName } from './file-checks.ts';

const MB = 1024 * 1024;

describe('checkAudioFile (spec 2 §5.5)', () => {
  it('takes mp3, mpeg, wav and flac up to 100 MB', () => {
    expect(checkAudioFile({ name: 'a.mp3', type: 'audio/mpeg', size: 5 * MB })).toBeNull();
    expect(checkAudioFile({ name: 'a.wav', type: 'audio/wav', size: 5 * MB })).toBeNull();
    expect(checkAudioFile({ name: 'a.flac', type: 'audio/flac', size: 5 * MB })).toBeNull();
    expect(checkAudioFile({ name: 'a.mpeg', type: '', size: 5 * MB })).toBeNull();
    expect(checkAudioFile({ name: 'a.mp3', type: 'audio/mpeg', size: 100 * MB })).toBeNull();
  });

  it("refuses other types with 'The file format selected is not .mp3, .wav or .flac'", () => {
    expect(checkAudioFile({ name: 'a.ogg', type: 'audio/ogg', size: MB })).toBe('The file format selected is not .mp3, .wav or .flac');
    expect(checkAudioFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(MESSAGES.audioFormat);
  });

  it('says a chosen file of 0 bytes is empty, rather than ask for a file (issue 15 item 10)', () => {
    expect(checkAudioFile({ name: 'a.mp3', type: 'audio/mpeg', size: 0 })).toBe(MESSAGES.fileEmpty);
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe(MESSAGES.fileEmpty);
  });

  it("refuses more than 100 MB with 'The file selected exceeds 100 MB'", () => {
    expect(checkAudioFile({ name: 'a.wav', type: 'audio/wav', size: 100 * MB + 1 })).toBe('The file selected exceeds 100 MB');
  });
});

describe('checkImageFile (spec 2 §5.5)', () => {
  it('takes png and jpeg up to 2 MB and at least 500x500', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MB }, { width: 500, height: 500 })).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 2 * MB }, { width: 3000, height: 3000 })).toBeNull();
  });

  it('refuses other types, more than 2 MB and less than 500x500 in the spec words', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: MB })).toBe('The file format selected is not .jpeg or .png');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 })).toBe('The file selected exceeds 2 MB');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MB }, { width: 499, height: 800 })).toBe('The image must be atleast 500*500');
  });

  it('refuses a file the browser cannot decode as an image', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MB }, null)).toBe(MESSAGES.imageFormat);
  });
});

describe('display helpers', () => {
  it('formats durations, rupees and titles from file names', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatRupees(14900)).toBe('Rs 149');
    expect(formatRupees(14950)).toBe('Rs 149.50');
    expect(toTitleFromFileName('my_song-01.mp3')).toBe('my song-01');
  });
});
