import { Link } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';

const CHOICES = [
  { heading: 'New release', text: 'Music that has never been in stores. Pick a date at least 10 days ahead.', transfer: false },
  { heading: 'Transfer release', text: 'Music already in stores through another distributor: keep its ISRC, UPC and original date.', transfer: true },
];

/** /distribute: new release or transfer, then single or album (spec 2 §2.4's third step). */
export default function DistributePage() {
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Distribute your music</h1>
      <p className="mt-2 text-fg-muted">Release your songs to stores worldwide and get paid by them.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {CHOICES.map((choice) => (
          <section key={choice.heading} className="rounded-2xl border border-border bg-surface p-5">
            <h2 className="text-xl font-semibold text-fg">{choice.heading}</h2>
            <p className="mt-1 text-sm text-fg-muted">{choice.text}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={`/distribute/music/song${choice.transfer ? '?transfer=1' : ''}`} className={getButtonClass('primary', 'sm')}>
                {choice.transfer ? 'Transfer a single' : 'Release a single'}
              </Link>
              <Link to={`/distribute/music/album${choice.transfer ? '?transfer=1' : ''}`} className={getButtonClass('secondary', 'sm')}>
                {choice.transfer ? 'Transfer an album' : 'Release an album'}
              </Link>
            </div>
          </section>
        ))}
      </div>
      <p className="mt-6">
        <Link to="/distribute/my-releases" className="text-accent-soft underline underline-offset-4">
          My Releases
        </Link>
      </p>
    </div>
  );
}
