import { SAVED_OPPORTUNITY_NOTICE_HOURS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { Bookmark } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { AuthContext, LoginTab } from '../../../lib/account-dialogs.ts';
import { BRAND } from '../../../lib/config.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import type { HeadingComponent } from '../../../ui/heading.ts';
import { RegisterEntry } from './RegisterEntry.tsx';
import { useAuthFlow } from '../api/use-auth-flow.ts';
import { LoginForm } from './LoginForm.tsx';
import { OrDivider, SocialButtons } from './SocialButtons.tsx';

const TAB_CLASS =
  'h-10 rounded-full text-sm font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg';

type LoginPanelProps = {
  Title: HeadingComponent;
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  /** Where a sign-in from this panel leads (the popup keeps its own in the dialog store). */
  context?: AuthContext;
  /** Called when a link leads away from the panel (the popup closes). */
  onLeave?: () => void;
};

/** Tab 3, 'Save Opportunity' (spec 2 §2.1, READING): log in or sign up to save it. */
function SaveOpportunityView({ Title, onTabChange }: Pick<LoginPanelProps, 'Title' | 'onTabChange'>) {
  return (
    <div className="text-center">
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent/20 text-accent-soft">
        <Bookmark aria-hidden size={26} />
      </span>
      <Title className="text-xl font-bold text-fg">Save Opportunity</Title>
      <p className="mt-2 text-sm text-fg-muted">
        Log in or sign up to save this opportunity. We'll e-mail you {SAVED_OPPORTUNITY_NOTICE_HOURS} hours before it closes.
      </p>
      <div className="mt-6 grid gap-3 md:grid-cols-2">
        <button type="button" className={getButtonClass('primary')} onClick={() => onTabChange(1)}>
          Login
        </button>
        <button type="button" className={getButtonClass('secondary')} onClick={() => onTabChange(2)}>
          Sign up
        </button>
      </div>
    </div>
  );
}

/**
 * The Login/Register popup's body (spec 2 §2.1): tabs 1 login and 2 register, with Google and
 * Facebook, and tab 3 'Save Opportunity'. The same panel fills /login-full.
 */
export function LoginPanel({ Title, tab, onTabChange, context, onLeave }: LoginPanelProps) {
  const { completeSignIn } = useAuthFlow();
  if (tab === 3) return <SaveOpportunityView Title={Title} onTabChange={onTabChange} />;

  return (
    <Tabs.Root value={tab === 2 ? 'register' : 'login'} onValueChange={(value) => onTabChange(value === 'register' ? 2 : 1)}>
      <Tabs.List aria-label="Login or register" className="mb-6 grid grid-cols-2 gap-1 rounded-full border border-border bg-bg p-1">
        <Tabs.Trigger value="login" className={TAB_CLASS}>
          Login
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={TAB_CLASS}>
          Register
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="focus-visible:outline-none">
        <Title className="mb-1 text-xl font-bold text-fg">Welcome back</Title>
        <p className="mb-5 text-sm text-fg-muted">Log in to your {BRAND.name} account.</p>
        <SocialButtons verb="Login" context={context} divider={<OrDivider />} />
        <LoginForm
          onSignedIn={(reply) => completeSignIn(reply, { via: 'password', context })}
          onCreateAccount={() => onTabChange(2)}
          onLeave={onLeave}
        />
      </Tabs.Content>
      <Tabs.Content value="register" className="focus-visible:outline-none">
        <RegisterEntry
          Title={Title}
          emailTakenMessage={MESSAGES.emailTakenPopup}
          aboveForm={<SocialButtons verb="Join" context={context} divider={<OrDivider />} />}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
