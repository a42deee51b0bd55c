import type { ReactNode } from 'react';

type PageHeroProps = {
  /** A short line above the title: the area the page belongs to. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Extra content under the actions (facts, a note). */
  children?: ReactNode;
};

/** The top of an information page: eyebrow, the page's h1, a lead paragraph and its actions. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <div className="border-b border-border bg-linear-to-br from-surface-raised via-surface to-bg">
      <div className="mx-auto w-full max-w-content px-4 py-12 md:px-8 md:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-fg md:text-5xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-fg-muted">{lead}</div>
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        {children}
      </div>
    </div>
  );
}
