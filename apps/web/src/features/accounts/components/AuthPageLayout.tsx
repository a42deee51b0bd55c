import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../../lib/config.ts';
import { Logo } from '../../../ui/Logo.tsx';

/** A centred card for the account pages (/login-full, /forgot-password, /reset-password …). */
export function AuthPageLayout({ children, isLogoShown = false }: { children: ReactNode; isLogoShown?: boolean }) {
  return (
    <div className="flex min-h-[70dvh] items-start justify-center px-4 py-10 md:py-16">
      <div className="w-full max-w-md">
        {isLogoShown && (
          <Link to="/" className="mb-8 flex justify-center rounded-lg" aria-label={`${BRAND.name} home`}>
            <Logo />
          </Link>
        )}
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-2xl md:p-8">{children}</div>
      </div>
    </div>
  );
}

/** The h1 of an account page, in the shape the shared panels expect for their title. */
export function PageTitle({ className, children, id }: { className?: string; children?: ReactNode; id?: string }) {
  return (
    <h1 id={id} className={className}>
      {children}
    </h1>
  );
}
