import { MusicListing } from '../components/MusicListing.tsx';

/** /video-songs: the video listing (v2/{product}videos/{type}; best → select on the server). */
export default function VideosPage() {
  return <MusicListing kind="videos" title="Videos" />;
}
