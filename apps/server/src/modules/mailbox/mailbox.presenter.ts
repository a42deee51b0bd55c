import type { OutboxRow } from '../../platform/mail/mail-outbox.repository.ts';

/** One message of the development mailbox, as /dev/mailbox.json returns it. */
export type MailboxItem = {
  id: number;
  to: string;
  from: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  error: string | null;
  created_at: string;
};

/** Outbox rows → the mailbox's JSON items. */
export function presentMailboxItems(rows: OutboxRow[]): MailboxItem[] {
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    reply_to: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    error: row.error,
    created_at: row.created_at,
  }));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML: mail bodies and subjects come from users and must never run as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function renderItem(item: MailboxItem): string {
  const rows: [string, string | null][] = [
    ['To', item.to],
    ['From', item.from],
    ['Reply-To', item.reply_to],
    ['Time', item.created_at],
    ['Status', item.error ? `${item.status}: ${item.error}` : item.status],
  ];
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value as string)}</dd>`)
    .join('');
  // The HTML version is only mentioned: rendering it here would run whatever it holds.
  const htmlNote = item.html
    ? `<p class="note">Also has an HTML version (${item.html.length} characters), not shown.</p>`
    : '';
  return `<article><h2>${escapeHtml(item.subject)}</h2><dl>${details}</dl><pre>${escapeHtml(item.text)}</pre>${htmlNote}</article>`;
}

/** The development mailbox as a readable page: the latest messages, newest first, text only. */
export function renderMailboxPage(
  items: MailboxItem[],
  options: { brandName: string; to?: string; limit: number },
): string {
  const title = `${options.brandName} dev mailbox`;
  const filter = options.to ? ` to ${escapeHtml(options.to)}` : '';
  const list = items.length ? items.map(renderItem).join('\n') : '<p>No mail yet.</p>';
  const jsonHref = `/dev/mailbox.json${options.to ? `?to=${encodeURIComponent(options.to)}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1b1f; }
form { display: flex; gap: .5rem; margin: 1rem 0; }
input { flex: 1; padding: .4rem; font: inherit; }
article { border: 1px solid #d0d0d7; border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.05rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .5rem; }
dt { color: #55556a; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f8; padding: .75rem; border-radius: 6px; margin: 0; }
.note { color: #55556a; font-size: .9rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>The latest ${options.limit} messages${filter} kept or sent by this server, newest first. Development only: this page does not exist in production. <a href="${escapeHtml(jsonHref)}">As JSON</a>.</p>
<form method="get" action="/dev/mailbox"><label for="to">To</label><input id="to" name="to" type="email" value="${escapeHtml(options.to ?? '')}" placeholder="someone@example.com"><button type="submit">Filter</button></form>
${list}
</main>
</body>
</html>`;
}
