import { useId, type ReactNode } from 'react';

type ContentSectionProps = {
  title: string;
  /** A paragraph under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Anchor for in-page links. */
  id?: string;
  /** 'raised' sets the section on a slightly lighter band, to separate neighbours. */
  tone?: 'plain' | 'raised';
};

/** A titled section of an information page (an h2 region, content under it). */
export function ContentSection({ title, intro, children, id, tone = 'plain' }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'raised' ? 'scroll-mt-24 border-y border-border bg-surface' : 'scroll-mt-24'}
    >
      <div className="mx-auto w-full max-w-content px-4 py-10 md:px-8 md:py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-fg md:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-fg-muted">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
