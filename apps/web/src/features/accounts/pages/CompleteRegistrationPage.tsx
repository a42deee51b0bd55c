import { useState } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { AuthPageLayout, PageTitle } from '../components/AuthPageLayout.tsx';
import { RegisterEntry } from '../components/RegisterEntry.tsx';

/**
 * /register (spec 1 §2.1, §4): finishing the account a Google or Facebook sign-in created. The
 * names and the username come prefilled and the provider's e-mail is read-only (spec 2 §4);
 * password and robot check are not needed. Anyone else is sent home.
 */
export default function CompleteRegistrationPage() {
  const user = useSessionUser();
  // Decided on arrival: once the form is saved the flag clears, and the Register dialog carries on over this page.
  const [isFinishing] = useState(() => Boolean(user?.isShowUpdateForm));
  if (!user || !isFinishing) return <Navigate to="/" replace />;
  const provider = user.signInProvider === 'FACEBOOK' ? 'Facebook' : 'Google';
  return (
    <AuthPageLayout isLogoShown>
      <p className="mb-5 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-fg">
        You're signed in with {provider}. Tell us a little more to finish your account.
      </p>
      <RegisterEntry
        Title={PageTitle}
        initialStep={1}
        social={{ fname: user.fname ?? '', lname: user.lname ?? '', email: user.email ?? '', username: user.slug, provider: user.signInProvider ?? 'GOOGLE' }}
      />
    </AuthPageLayout>
  );
}
