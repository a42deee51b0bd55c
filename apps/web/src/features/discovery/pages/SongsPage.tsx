import { MusicListing } from '../components/MusicListing.tsx';

/** /songs: the song listing, the listeners' landing (spec 1 §2.1). */
export default function SongsPage() {
  return <MusicListing kind="songs" title="Songs" />;
}
