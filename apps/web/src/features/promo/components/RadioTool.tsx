import { useState, type FormEvent } from 'react';
import type { Pitch, PromoSong } from '@indiwave/domain/contract/promo';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { usePitches, usePitchSong, useRadioStations } from '../api/radio.ts';
import { SongPicker } from './SongPicker.tsx';
import { LABEL_CLASS, SELECT_CLASS } from './ToolSection.tsx';

const STATUS_LABELS: Record<Pitch['status'], string> = { sent: 'Sent, awaiting answer', accepted: 'Accepted', declined: 'Declined' };

/** Radio pitching: a song to a partner station, once per station; the station answers from its mail. */
export function RadioTool({ songs }: { songs: PromoSong[] }) {
  const playable = songs.filter((song) => song.is_playable);
  const stations = useRadioStations();
  const pitches = usePitches();
  const pitchSong = usePitchSong();
  const [songSlug, setSongSlug] = useState(playable[0]?.slug ?? '');
  const [stationSlug, setStationSlug] = useState('');
  const [message, setMessage] = useState('');
  const song = playable.find((item) => item.slug === songSlug) ?? playable[0];
  const pitched = new Set((pitches.data ?? []).filter((pitch) => pitch.song.slug === song?.slug).map((pitch) => pitch.station.slug));
  const open = (stations.data ?? []).filter((station) => !pitched.has(station.slug));
  const station = open.find((item) => item.slug === stationSlug) ?? open[0];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!song || !station) return;
    pitchSong.mutate(
      { song: song.slug, station: station.slug, message },
      {
        onSuccess: (pitch) => {
          setMessage('');
          showToast(`Pitched to ${pitch.station.name}.`, 'success');
        },
        onError: (error) => showToast(error instanceof ApiError ? error.message : 'Something went wrong.', 'error'),
      },
    );
  }

  if (playable.length === 0) return <p className="text-sm text-fg-muted">Pitch a song once it is public.</p>;
  return (
    <>
      <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-2">
        <SongPicker id="pitch-song" songs={playable} value={song?.slug ?? ''} onChange={setSongSlug} />
        <div>
          <label htmlFor="pitch-station" className={LABEL_CLASS}>
            Station
          </label>
          <select id="pitch-station" className={SELECT_CLASS} value={station?.slug ?? ''} onChange={(event) => setStationSlug(event.target.value)} disabled={open.length === 0}>
            {open.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}, {item.city} ({item.genre_focus})
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <label htmlFor="pitch-message" className={LABEL_CLASS}>
            Note to the station (optional)
          </label>
          <textarea id="pitch-message" rows={3} maxLength={1000} className={INPUT_CLASS} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        <div>
          <button type="submit" className={getButtonClass('primary', 'md')} disabled={!station || pitchSong.isPending}>
            Send pitch
          </button>
        </div>
      </form>
      {(pitches.data ?? []).length > 0 && (
        <table className="mt-5 w-full text-left text-sm">
          <caption className="sr-only">Your pitches</caption>
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">Song</th>
              <th scope="col" className="py-1 pr-3 font-medium">Station</th>
              <th scope="col" className="py-1 font-medium">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {(pitches.data ?? []).map((pitch) => (
              <tr key={pitch.id} data-testid="pitch-row">
                <td className="py-2 pr-3 text-fg">{pitch.song.title}</td>
                <td className="py-2 pr-3 text-fg">{pitch.station.name}</td>
                <td className="py-2 text-fg">{STATUS_LABELS[pitch.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
