import type { ReactNode } from 'react';

type SettingsSectionProps = {
  /** Anchor of the section (the page's side menu links to it). */
  id: string;
  title: string;
  description?: ReactNode;
  /** 'danger' frames the delete-account section in red. */
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of the settings page, titled for screen readers and the side menu. */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-2xl border bg-surface p-5 md:p-7 ${tone === 'danger' ? 'border-danger/40' : 'border-border'}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-fg">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
