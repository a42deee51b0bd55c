import type { ReactNode } from 'react';

type ConsolePageProps = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A section of the console: its title, what it is for, its actions, then its content. */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  return (
    <section aria-labelledby="console-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="console-title" className="text-2xl font-bold text-fg md:text-3xl">
            {title}
          </h1>
          {description && <p className="mt-1 text-fg-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A titled panel inside a console section. */
export function ConsolePanel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl border border-border bg-surface p-4 md:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-fg">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
