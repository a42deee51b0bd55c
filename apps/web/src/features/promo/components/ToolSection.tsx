import type { ReactNode } from 'react';

type ToolSectionProps = { id: string; title: string; lead: ReactNode; uses?: number; children: ReactNode };

/** One tool on the tools page: its heading, what it does, how often it was used, and the tool. */
export function ToolSection({ id, title, lead, uses, children }: ToolSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface p-5 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold text-fg">
          {title}
        </h2>
        {uses !== undefined && (
          <p className="text-sm text-fg-muted" data-testid={`${id}-uses`}>
            Used {uses} {uses === 1 ? 'time' : 'times'}
          </p>
        )}
      </div>
      <div className="mt-1 text-sm text-fg-muted">{lead}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The label and control classes the tools' small forms share. */
export const SELECT_CLASS = 'block w-full rounded-xl border border-border-strong bg-bg px-3 py-2 text-fg';
export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-fg';
