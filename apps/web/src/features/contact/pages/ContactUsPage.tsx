import { CONTACT_SUBJECT_MAX } from '@indiwave/domain/constants';
import { hasMarkup } from '@indiwave/domain/rules/text-input';
import { BookOpen, Clock, Mail, MapPin } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BRAND, POSTAL_ADDRESS, SUPPORT_EMAIL } from '../../../lib/config.ts';
import { ContactForm } from '../components/ContactForm.tsx';

const linkClass = 'font-medium text-accent-soft underline underline-offset-4 hover:text-fg';

/** A `?subject=` value fit to prefill the form: without markup, within the subject's length. */
function readSubject(value: string | null): string {
  if (!value || hasMarkup(value)) return '';
  return value.trim().slice(0, CONTACT_SUBJECT_MAX);
}

/** /about/contact-us: the contact form that mails the support team, and the other ways to reach us. */
export default function ContactUsPage() {
  const [searchParams] = useSearchParams();
  const initialSubject = readSubject(searchParams.get('subject'));

  return (
    <>
      <div className="border-b border-border bg-linear-to-br from-surface-raised via-surface to-bg">
        <div className="mx-auto w-full max-w-content px-4 py-12 md:px-8 md:py-16">
          <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">Company</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-fg md:text-5xl">Contact us</h1>
          <p className="mt-4 max-w-3xl text-lg text-fg-muted">
            Questions about a release, your Pro membership, an opportunity or a payment; a partnership idea; a problem
            to report. Write to us and a person from the {BRAND.name} team will reply by email.
          </p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 md:px-8 md:py-14 xl:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-border bg-surface p-5 md:p-8"
        >
          <h2 id="contact-form-heading" className="mb-5 text-2xl font-bold tracking-tight text-fg">
            Send us a message
          </h2>
          <ContactForm key={initialSubject} initialSubject={initialSubject} />
        </section>
        <aside aria-labelledby="contact-other-heading" className="grid content-start gap-6">
          <h2 id="contact-other-heading" className="text-xl font-bold text-fg">
            Other ways to reach us
          </h2>
          <div className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-soft" />
            <div>
              <h3 className="font-semibold text-fg">When we reply</h3>
              <p className="text-fg-muted">
                Within two working days, Monday to Friday. For a release, include its title and the artist name.
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-soft" />
            <div>
              <h3 className="font-semibold text-fg">Email</h3>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-soft" />
            <div>
              <h3 className="font-semibold text-fg">Office</h3>
              <address className="text-fg-muted not-italic">{POSTAL_ADDRESS}</address>
            </div>
          </div>
          <div className="flex gap-3">
            <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-soft" />
            <div>
              <h3 className="font-semibold text-fg">Quick answers</h3>
              <p className="text-fg-muted">
                Many questions are answered in the{' '}
                <Link to="/faq" className={linkClass}>
                  FAQ
                </Link>{' '}
                and the{' '}
                <Link to="/distribution-guide" className={linkClass}>
                  distribution guide
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
