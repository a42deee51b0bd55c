import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { useAlbum } from '../api/get-album.ts';
import { canViewerEdit } from '../catalog-links.ts';
import { AlbumForm } from '../components/AlbumForm.tsx';
import { EditLoader } from '../components/EditLoader.tsx';
import { UploadGate } from '../components/UploadGate.tsx';
import { UploadPageFrame } from '../components/UploadPageFrame.tsx';

/** /upload/album (and /upload/album/?slug=… to edit, spec 2 §2.2): the album form with its tracks. */
export default function AlbumUploadPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  return (
    <UploadGate>
      <UploadPageFrame
        title={slug ? 'Edit album' : 'Upload an album'}
        description={slug ? 'Change the details, artwork and tracks of your album.' : 'Add the details, upload the tracks, put them in order and publish.'}
        isEdit={Boolean(slug)}
      >
        {slug ? <AlbumEdit slug={slug} /> : <AlbumForm />}
      </UploadPageFrame>
    </UploadGate>
  );
}

function AlbumEdit({ slug }: { slug: string }) {
  const user = useSessionUser();
  const album = useAlbum(slug);
  return (
    <EditLoader query={album} canEdit={(item) => canViewerEdit(user, { isOwner: item.is_owner, isVariousArtists: item.various_art, hasAgreement: item.agreement })}>
      {(item) => <AlbumForm key={item.slug_album} album={item} />}
    </EditLoader>
  );
}
