import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';

/** One question and its answer. */
export type FaqItem = { id: string; question: string; answer: ReactNode };

/**
 * Questions as an accordion: each question is a button in a heading that shows or hides its
 * answer (aria-expanded, aria-controls); several can be open at once, so answers can be compared.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="multiple" className="grid gap-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          id={`faq-${item.id}`}
          className="scroll-mt-24 rounded-2xl border border-border bg-surface"
        >
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-fg hover:bg-surface-raised md:text-lg">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-accent-soft transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-fg-muted">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
