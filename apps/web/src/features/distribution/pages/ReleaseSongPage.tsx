import { ReleaseEditor } from '../components/ReleaseEditor.tsx';

/** /distribute/music/song. */
export default function ReleaseSongPage() {
  return <ReleaseEditor kind="single" />;
}
