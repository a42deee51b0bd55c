import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { useSong } from '../api/get-song.ts';
import { canViewerEdit } from '../catalog-links.ts';
import { EditLoader } from '../components/EditLoader.tsx';
import { SongForm } from '../components/SongForm.tsx';
import { UploadGate } from '../components/UploadGate.tsx';
import { UploadPageFrame } from '../components/UploadPageFrame.tsx';

/** /upload/song (and /upload/song?slug=… to edit, spec 2 §2.2): the song upload form. */
export default function SongUploadPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  return (
    <UploadGate>
      <UploadPageFrame
        title={slug ? 'Edit song' : 'Upload a song'}
        description={slug ? 'Change the details, artwork or audio of your song.' : 'Share a new track with your fans: audio, artwork and details.'}
        isEdit={Boolean(slug)}
      >
        {slug ? <SongEdit slug={slug} /> : <SongForm forOpportunity={params.get('for_opp')} />}
      </UploadPageFrame>
    </UploadGate>
  );
}

function SongEdit({ slug }: { slug: string }) {
  const user = useSessionUser();
  const song = useSong(slug);
  return (
    <EditLoader
      query={song}
      canEdit={(item) => canViewerEdit(user, { isOwner: item.artist_id.is_same_artist, isVariousArtists: item.various_art, hasAgreement: item.agreement })}
    >
      {(item) => <SongForm key={item.slug_usersong} song={item} />}
    </EditLoader>
  );
}
