import { useId } from 'react';
import { BRAND } from '../../../lib/config.ts';
import { getContactLink } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { FAQ_GROUPS, type FaqGroup } from '../content/faq-entries.tsx';

/** /faq: the questions artists, bands and listeners ask most, as accordions by topic. */
export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead={
          <p>
            Straight answers about releasing, promoting and earning from your music on {BRAND.name}, about Pro, and
            about listening. Can&rsquo;t find yours? Our support team reads every message.
          </p>
        }
      >
        <nav aria-label="FAQ topics" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex rounded-full border border-border-strong px-4 py-2 text-sm font-medium text-fg hover:bg-surface-raised"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto grid w-full max-w-content gap-12 px-4 py-10 md:px-8 md:py-14">
        {FAQ_GROUPS.map((group) => (
          <FaqSection key={group.id} group={group} />
        ))}
      </div>
      <CallToAction
        title="Still have a question?"
        text={<p>Tell us what you need and the email address of your account; we answer within two working days.</p>}
        actions={<ActionLink to={getContactLink('Question from the FAQ')}>Contact support</ActionLink>}
      />
    </>
  );
}

function FaqSection({ group }: { group: FaqGroup }) {
  const headingId = useId();
  return (
    <section id={group.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-5 text-2xl font-bold tracking-tight text-fg">
        {group.title}
      </h2>
      <FaqAccordion items={group.items} />
    </section>
  );
}
