import { useId, type ReactNode } from 'react';

type CallToActionProps = {
  title: string;
  text: ReactNode;
  actions: ReactNode;
};

/** The closing band of a page: one heading, one sentence, the next step. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-content px-4 pt-4 pb-14 md:px-8">
      <div className="rounded-3xl border border-border-strong bg-linear-to-br from-accent-strong/40 via-surface-raised to-surface p-8 md:p-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-fg md:text-3xl">
          {title}
        </h2>
        <div className="mt-3 max-w-2xl text-fg-muted">{text}</div>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
