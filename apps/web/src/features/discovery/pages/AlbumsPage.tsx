import { MusicListing } from '../components/MusicListing.tsx';

/** /albums?type=album: the album listing (READING: the bare /albums goes to /songs). */
export default function AlbumsPage() {
  return <MusicListing kind="albums" title="Albums" keep={{ type: 'album' }} />;
}
