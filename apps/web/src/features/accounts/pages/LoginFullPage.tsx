import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthContext, LoginTab } from '../../../lib/account-dialogs.ts';
import { isAllowedExternalUrl } from '../../../lib/auth-urls.ts';
import { AuthPageLayout, PageTitle } from '../components/AuthPageLayout.tsx';
import { LoginPanel } from '../components/LoginPanel.tsx';

/**
 * /login-full (spec 1 §2.1): the sign-in form as a page, without header or footer. A
 * redirect_url to one of the brand's sites is followed afterwards, with loginSuccess=1.
 */
export default function LoginFullPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>(params.get('register') ? 2 : 1);
  const redirectUrl = params.get('redirect_url') ?? '';
  const context: AuthContext = { type: tab === 2 ? 'register' : 'login', ...(isAllowedExternalUrl(redirectUrl) ? { redirectUrl } : {}) };
  return (
    <AuthPageLayout isLogoShown>
      <LoginPanel Title={PageTitle} tab={tab} onTabChange={setTab} context={context} />
    </AuthPageLayout>
  );
}
