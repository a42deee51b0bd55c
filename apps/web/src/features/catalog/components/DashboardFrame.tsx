import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { DashboardNav } from '../../../ui/DashboardNav.tsx';

type DashboardFrameProps = { title: string; addPath: string; addLabel: string; children: ReactNode };

/** The frame of the artist's catalogue pages: title, songs/videos switch and the add button. */
export function DashboardFrame({ title, addPath, addLabel, children }: DashboardFrameProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      {/* The dashboard's own tabs: these lists are two of its sub-pages (issue 8). */}
      <div className="mb-6">
        <DashboardNav />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">{title}</h1>
        <Link to={addPath} className={getButtonClass('primary', 'sm')}>
          <Plus aria-hidden size={16} /> {addLabel}
        </Link>
      </div>
      <nav aria-label="My releases" className="mt-5">
        <ul className="inline-flex rounded-full border border-border bg-surface p-1">
          {[
            { to: '/mydashboard/songs', label: 'Songs and albums' },
            { to: '/mydashboard/videos', label: 'Videos' },
          ].map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={({ isActive }) => `block rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg'}`}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The list's empty state. */
export function EmptyList({ text, actionPath, actionLabel }: { text: string; actionPath: string; actionLabel: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-border-strong p-10 text-center">
      <p className="text-fg-muted">{text}</p>
      <Link to={actionPath} className={getButtonClass('primary', 'sm', 'mt-4')}>
        {actionLabel}
      </Link>
    </div>
  );
}
