import { isRouteErrorResponse, useRouteError } from 'react-router';
import { getButtonClass } from '../../ui/button-styles';
import { NotFoundPage } from './NotFoundPage';

/**
 * What a page shows when its code or data fails. A failed chunk load usually means a deploy
 * replaced the files the open tab knew, so reloading is the fix we offer.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-fg-muted">This page could not be shown. Reloading usually fixes it.</p>
      <button
        type="button"
        className={getButtonClass('primary', 'md', 'mt-8')}
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </section>
  );
}
