import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles.css';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { syncSignedInMark } from './lib/session';
import { rememberLanding } from './lib/traffic-source';

const router = createAppRouter();

rememberLanding();
syncSignedInMark();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
