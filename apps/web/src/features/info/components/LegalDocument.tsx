import { PageHero } from './PageHero.tsx';
import { TextLink } from './TextLink.tsx';

/** A paragraph, a bulleted list, or a paragraph ending in a link, of a policy section. */
export type LegalBlock = string | { items: string[] } | { text: string; link: { label: string; to: string } };

/** One numbered section of a policy, with an anchor. */
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

/** A policy: its title, when it last changed, a summary and its sections. */
export type LegalText = {
  title: string;
  /** Human date of the last change, e.g. '1 July 2025'. */
  updated: string;
  summary: string;
  sections: LegalSection[];
};

/** Renders a policy as a readable document: summary, table of contents, numbered sections. */
export function LegalDocument({ text }: { text: LegalText }) {
  return (
    <>
      <PageHero eyebrow="Company" title={text.title} lead={<p>{text.summary}</p>}>
        <p className="mt-6 text-sm text-fg-muted">Last updated: {text.updated}</p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 md:px-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-fg-muted uppercase">On this page</h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {text.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-accent-soft underline-offset-4 hover:text-fg hover:underline"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid max-w-3xl gap-10">
          {text.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-fg md:text-2xl">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-fg-muted">
                {section.blocks.map((block, blockIndex) =>
                  typeof block === 'string' ? (
                    <p key={blockIndex}>{block}</p>
                  ) : 'link' in block ? (
                    <p key={blockIndex}>
                      {block.text} <TextLink to={block.link.to}>{block.link.label}</TextLink>.
                    </p>
                  ) : (
                    <ul key={blockIndex} className="grid list-disc gap-2 pl-6 marker:text-accent-soft">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
