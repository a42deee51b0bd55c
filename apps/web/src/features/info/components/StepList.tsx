import type { ReactNode } from 'react';

/** One numbered step. */
export type Step = { title: string; text: ReactNode };

/** Numbered steps in order, as an ordered list. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-border bg-surface p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-base font-bold text-accent-fg"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-fg">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className="mt-2 text-fg-muted">{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
