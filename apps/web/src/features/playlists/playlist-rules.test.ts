import { MESSAGES } from '@indiwave/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkPlaylistName, cutPlaylistName } from './playlist-rules';

describe('playlist names (spec 2 §5.2, §9)', () => {
  it('cuts names in the dialog at 10 characters plus an ellipsis', () => {
    expect(cutPlaylistName('Road Trips')).toBe('Road Trips');
    expect(cutPlaylistName('Road Trips 2026')).toBe('Road Trips...');
  });

  it("answers 'Please enter Playlist Name' when blank and 'Please enter a valid title' without a letter or digit", () => {
    expect(checkPlaylistName('')).toBe(MESSAGES.playlistNameRequired);
    expect(checkPlaylistName('   ')).toBe(MESSAGES.playlistNameRequired);
    expect(checkPlaylistName('!!!')).toBe(MESSAGES.titleInvalid);
    expect(checkPlaylistName('Rainy days')).toBeNull();
  });
});
