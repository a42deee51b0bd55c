import { ReleaseEditor } from '../components/ReleaseEditor.tsx';

/** /distribute/music/album. */
export default function ReleaseAlbumPage() {
  return <ReleaseEditor kind="album" />;
}
