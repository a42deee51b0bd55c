import { LABEL_CLASS, SELECT_CLASS } from './ToolSection.tsx';

type PickableSong = { slug: string; title: string };

/** The 'Song' field of a promo tool: one of the artist's songs the tool can use. */
export function SongPicker({ id, songs, value, onChange }: { id: string; songs: readonly PickableSong[]; value: string; onChange: (slug: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        Song
      </label>
      <select id={id} className={SELECT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {songs.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.title}
          </option>
        ))}
      </select>
    </div>
  );
}
