import { ChevronRight, CircleCheckBig, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_TODO_LIMIT } from '@indiwave/domain/constants';
import type { TodoItem } from '@indiwave/domain/contract/workstation';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';

type TodoListProps = { items: TodoItem[]; remaining: number };

const ROW =
  'group flex w-full items-center gap-3 rounded-xl border border-border bg-bg/40 p-3 text-left hover:border-accent hover:bg-surface-raised';

/** One step: a link to where it is done, or for the e-mail the Verify Email dialog itself. */
function TodoRow({ item }: { item: TodoItem }) {
  const content = (
    <>
      <Circle aria-hidden size={20} className="shrink-0 text-accent-soft" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-fg">{item.title}</span>
        <span className="block text-sm text-fg-muted">{item.description}</span>
      </span>
      <ChevronRight aria-hidden size={18} className="shrink-0 text-fg-muted group-hover:text-fg" />
    </>
  );
  if (item.key === 'verify_email') {
    return (
      <button
        type="button"
        className={ROW}
        onClick={() => openAccountDialog({ kind: 'verify-email', mode: 'account' })}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={item.link} className={ROW}>
      {content}
    </Link>
  );
}

/**
 * The to-do list (issue 8, spec 2 §8 'Limit 5 for … dashboard todo'): the next useful steps, at
 * most 5 at a time, each leading where it is done; the server drops a step once it is done.
 */
export function TodoList({ items, remaining }: TodoListProps) {
  const shown = items.slice(0, DASHBOARD_TODO_LIMIT);
  if (shown.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-dashed border-border-strong p-4 text-fg-muted">
        <CircleCheckBig aria-hidden className="shrink-0 text-success" size={22} />
        All done: your workstation is set up. Keep sharing your music!
      </p>
    );
  }
  const later = Math.max(0, remaining - shown.length);
  return (
    <>
      <ul aria-label="Next steps" className="grid gap-2">
        {shown.map((item) => (
          <li key={item.key}>
            <TodoRow item={item} />
          </li>
        ))}
      </ul>
      {later > 0 && (
        <p className="mt-3 text-sm text-fg-muted">
          {later === 1 ? '1 more step after these.' : `${later} more steps after these.`}
        </p>
      )}
    </>
  );
}
