import { useId, type ReactNode } from 'react';

type HomeSectionProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: 'plain' | 'raised';
};

/** A section of the home page: eyebrow, h2, intro and content. */
export function HomeSection({ eyebrow, title, intro, children, tone = 'plain' }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'raised' ? 'border-y border-border bg-surface' : undefined}
    >
      <div className="mx-auto w-full max-w-content px-4 py-12 md:px-8 md:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">{eyebrow}</p>}
        <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-balance text-fg md:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg text-fg-muted">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
