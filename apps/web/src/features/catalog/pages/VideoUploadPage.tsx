import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { useVideo } from '../api/get-video.ts';
import { canViewerEdit } from '../catalog-links.ts';
import { EditLoader } from '../components/EditLoader.tsx';
import { UploadGate } from '../components/UploadGate.tsx';
import { UploadPageFrame } from '../components/UploadPageFrame.tsx';
import { VideoForm } from '../components/VideoForm.tsx';

/** /upload/video and /upload/videos (and ?slug=… to edit): add a YouTube video. */
export default function VideoUploadPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  return (
    <UploadGate>
      <UploadPageFrame
        title={slug ? 'Edit video' : 'Add a video'}
        description={slug ? 'Change the details of your video.' : 'Add your music video from YouTube.'}
        isEdit={Boolean(slug)}
      >
        {slug ? <VideoEdit slug={slug} /> : <VideoForm />}
      </UploadPageFrame>
    </UploadGate>
  );
}

function VideoEdit({ slug }: { slug: string }) {
  const user = useSessionUser();
  const video = useVideo(slug);
  return (
    <EditLoader query={video} canEdit={(item) => canViewerEdit(user, { isOwner: item.is_owner, isVariousArtists: false, hasAgreement: false }) && item.can_edit}>
      {(item) => <VideoForm key={item.slug_uservideo} video={item} />}
    </EditLoader>
  );
}
