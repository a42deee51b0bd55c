import { describe, expect, it } from 'vitest';
import { escapeHtml, renderNotificationText, type NotificationTextParts } from './notification-text.ts';

const base: NotificationTextParts = { verb: 'follow', actorName: 'Asha', actorCount: 1, objectKind: null, objectTitle: null, extraTitle: null, body: null };

describe('notification text (spec 1 §3.3 message.text as HTML)', () => {
  it('sets the person in bold', () => {
    expect(renderNotificationText(base)).toBe('<b>Asha</b> started following you');
  });

  it("groups people: 'X and N others clapped for …'", () => {
    const clap = { ...base, verb: 'clap', objectKind: 'song', objectTitle: 'Monsoon' };
    expect(renderNotificationText({ ...clap, actorCount: 2 })).toBe('<b>Asha</b> and 1 other clapped for your song <b>Monsoon</b>');
    expect(renderNotificationText({ ...clap, actorCount: 50 })).toBe('<b>Asha</b> and 49 others clapped for your song <b>Monsoon</b>');
  });

  it('escapes names, titles and broadcast text: only our <b> is markup', () => {
    const text = renderNotificationText({ ...base, verb: 'comment', actorName: '<img src=x onerror=alert(1)>', objectKind: 'song', objectTitle: 'A & B "{title}"' });
    expect(text).toBe('<b>&#60;img src=x onerror=alert(1)&#62;</b> commented on your song <b>A &#38; B &#34;{title}&#34;</b>');
    expect(renderNotificationText({ ...base, verb: 'broadcast', actorName: null, body: 'New <script>x</script>' })).toBe('New &#60;script&#62;x&#60;/script&#62;');
  });

  it('names the playlist of a playlist add and the comment of a reply', () => {
    expect(renderNotificationText({ ...base, verb: 'playlist_add', objectKind: 'song', objectTitle: 'Rain', extraTitle: 'Chill' })).toBe(
      '<b>Asha</b> added your song <b>Rain</b> to the playlist <b>Chill</b>',
    );
    expect(renderNotificationText({ ...base, verb: 'reply', objectKind: 'song', objectTitle: 'Rain' })).toBe('<b>Asha</b> replied to your comment on <b>Rain</b>');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });
});
