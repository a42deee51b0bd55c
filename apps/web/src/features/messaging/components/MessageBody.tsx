import { linkifyText } from '../linkify.ts';

/**
 * A message body as plain text with its links made clickable: React escapes every piece, so
 * whatever the sender typed (tags included) shows as text and never runs. Line breaks stay.
 */
export function MessageBody({ body, className = '' }: { body: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {linkifyText(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="font-medium underline underline-offset-2">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
