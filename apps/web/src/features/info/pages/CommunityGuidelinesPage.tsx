import { LegalDocument } from '../components/LegalDocument.tsx';
import { COMMUNITY_GUIDELINES } from '../content/community-guidelines.ts';

/** /about/community-guidelines: what is welcome on the platform and how to report what is not. */
export default function CommunityGuidelinesPage() {
  return <LegalDocument text={COMMUNITY_GUIDELINES} />;
}
