import { Link } from 'react-router';
import { getButtonClass } from '../../ui/button-styles';

/** The not-found page (spec 1 §2.1: /404, /404.html and any path no route claims). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-7xl font-black text-accent-soft" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">This page is off the setlist</h1>
      <p className="mt-3 text-fg-muted">
        The address may be mistyped, or the page has moved. Try the home page, or find answers in the FAQ.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={getButtonClass('primary')}>
          Go to home
        </Link>
        <Link to="/faq" className={getButtonClass('secondary')}>
          Read the FAQ
        </Link>
      </div>
    </section>
  );
}
