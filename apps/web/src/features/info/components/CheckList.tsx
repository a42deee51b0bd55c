import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** A bulleted list with check marks, for what is included or what to prepare. */
export function CheckList({ items, columns = 1 }: { items: ReactNode[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? 'grid gap-3 md:grid-cols-2' : 'grid gap-3'}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-fg-muted">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
