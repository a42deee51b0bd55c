import { LegalDocument } from '../components/LegalDocument.tsx';
import { TERMS_OF_USE } from '../content/terms-of-use.ts';

/** /about/terms-of-use: our Terms of Use. */
export default function TermsOfUsePage() {
  return <LegalDocument text={TERMS_OF_USE} />;
}
