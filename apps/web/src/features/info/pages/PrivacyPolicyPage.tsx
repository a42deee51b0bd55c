import { LegalDocument } from '../components/LegalDocument.tsx';
import { PRIVACY_POLICY } from '../content/privacy-policy.ts';

/** /about/privacy-policy: what personal data we keep and the rights people have. */
export default function PrivacyPolicyPage() {
  return <LegalDocument text={PRIVACY_POLICY} />;
}
