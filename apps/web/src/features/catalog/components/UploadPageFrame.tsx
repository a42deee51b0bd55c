import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/upload/song', label: 'Song' },
  { to: '/upload/album', label: 'Album' },
  { to: '/upload/video', label: 'Video' },
];

type UploadPageFrameProps = { title: string; description: string; children: ReactNode; isEdit?: boolean };

/** The frame of the upload pages: title, the song/album/video switch (not while editing), the form. */
export function UploadPageFrame({ title, description, children, isEdit }: UploadPageFrameProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">{title}</h1>
      <p className="mt-1 text-fg-muted">{description}</p>
      {!isEdit && (
        <nav aria-label="What to upload" className="mt-6">
          <ul className="inline-flex rounded-full border border-border bg-surface p-1">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={({ isActive }) => `block rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg'}`}
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6">{children}</div>
    </div>
  );
}
