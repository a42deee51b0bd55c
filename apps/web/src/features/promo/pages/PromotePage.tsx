import { BellRing, Image, PenLine, Radio, Video } from 'lucide-react';
import { Link } from 'react-router';
import { RADIO_STATIONS } from '@indiwave/domain/constants';
import { PROMO_CLIP_SECONDS } from '@indiwave/domain/contract/promo';
import { isArtistOrBand, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';

const TOOLS = [
  { icon: Video, title: 'Promo animation', text: `A ${PROMO_CLIP_SECONDS}-second video of your song, made for stories (9:16) and feeds (1:1): your artwork, title and a waveform that moves with the music. Download the mp4 and post it anywhere.` },
  { icon: BellRing, title: 'Pre-save links', text: 'A page for a scheduled release with a countdown, where fans leave their e-mail and are told the day it comes out.' },
  { icon: Radio, title: 'Radio pitching', text: `Pitch a song to ${RADIO_STATIONS} partner radio stations in one place and see which of them accepted it.` },
  { icon: Image, title: 'Share cards', text: 'Ready-made cards with your artwork for Instagram and Facebook, plus your link and embed code.' },
  { icon: PenLine, title: 'Writing assistant', text: 'Drafts of your bio, a pitch, a caption or a press release from a few notes (where the assistant is switched on).' },
];

/** /promote: what the promo tools do, and the way in for visitors, listeners and artists. */
export default function PromotePage() {
  const user = useSessionUser();
  return (
    <>
      <div className="border-b border-border bg-linear-to-br from-surface-raised via-surface to-bg">
        <div className="mx-auto w-full max-w-content px-4 py-12 md:px-8 md:py-16">
          <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">Promo tools</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-fg md:text-5xl">Promote every release from one place</h1>
          <p className="mt-4 max-w-3xl text-lg text-fg-muted">Videos, pre-saves, radio pitches and share cards made from the music you already uploaded.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {!user ? (
              <>
                <Link to={{ search: '?login=/mydashboard/promote' }} className={getButtonClass('primary', 'md')}>
                  Sign in to use the tools
                </Link>
                <Link to={{ search: '?login=/&register=1' }} className={getButtonClass('secondary', 'md')}>
                  Create a free account
                </Link>
              </>
            ) : isArtistOrBand(user) ? (
              <Link to="/mydashboard/promote" className={getButtonClass('primary', 'md')}>
                Open your tools
              </Link>
            ) : (
              <Link to="/settings" className={getButtonClass('primary', 'md')}>
                Upgrade to an artist profile
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto w-full max-w-content px-4 py-10 md:px-8">
        <h2 className="text-2xl font-bold text-fg">The tools</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool) => (
            <li key={tool.title} className="rounded-2xl border border-border bg-surface p-5">
              <tool.icon aria-hidden className="text-accent-soft" size={28} />
              <h3 className="mt-3 text-lg font-bold text-fg">{tool.title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{tool.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
