import type { ReactNode } from 'react';
import { DashboardNav } from '../../../ui/DashboardNav.tsx';

type WorkstationFrameProps = { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode };

/** The frame of the workstation's pages: the dashboard tabs, the page's title and actions, then the page. */
export function WorkstationFrame({ title, subtitle, actions, children }: WorkstationFrameProps) {
  return (
    <div className="mx-auto max-w-content px-4 pt-4 pb-10 md:px-8">
      <DashboardNav />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-fg md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-fg-muted">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A titled panel of a workstation page. */
export function Panel({
  title,
  action,
  children,
  className = '',
  ...rest
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-tour'?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-2xl border border-border bg-surface p-4 md:p-5 ${className}`}
      {...rest}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-fg">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
