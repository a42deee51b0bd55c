import { Link } from 'react-router';
import type { AnalyticsSong } from '@indiwave/domain/contract/workstation';
import { formatCount } from '../components/figure-change.ts';

const CELL = 'px-3 py-2 text-right tabular-nums';

/** The per-song table (issue 8): plays and claps in the range and of all time; scrolls sideways on phones. */
export function SongTable({ songs }: { songs: AnalyticsSong[] }) {
  if (songs.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        No songs yet.{' '}
        <Link to="/upload/song" className="font-semibold text-accent-soft hover:underline">
          Upload your first song
        </Link>{' '}
        to see how it does.
      </p>
    );
  }
  return (
    <div className="-mx-4 overflow-x-auto md:mx-0" tabIndex={0} role="region" aria-label="Songs table">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Plays and claps of each song</caption>
        <thead>
          <tr className="text-fg-muted">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Song
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              Plays
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              Claps
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              All-time plays
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              All-time claps
            </th>
          </tr>
        </thead>
        <tbody>
          {songs.map((song) => (
            <tr key={song.slug} className="border-t border-border">
              <th scope="row" className="max-w-[14rem] truncate px-3 py-2 text-left font-semibold">
                <Link to={`/songs/${song.slug}`} className="text-fg hover:underline">
                  {song.title}
                </Link>
              </th>
              <td className={`${CELL} text-fg`}>{formatCount(song.plays)}</td>
              <td className={`${CELL} text-fg`}>{formatCount(song.claps)}</td>
              <td className={`${CELL} text-fg-muted`}>{formatCount(song.total_plays)}</td>
              <td className={`${CELL} text-fg-muted`}>{formatCount(song.total_claps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
