import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client.ts';

/** A private or missing item (API 404) sends the viewer to /404.html (spec 2 §4, §8). */
export function useNotFoundRedirect(error: unknown): void {
  const navigate = useNavigate();
  const isNotFound = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (isNotFound) void navigate('/404.html', { replace: true });
  }, [isNotFound, navigate]);
}
