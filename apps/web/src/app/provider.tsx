import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createPlayer } from '../features/player/player';
import { useVideoPopupStore } from '../features/video-popup/store';
import { PlayerProvider, type PlayerHandle } from '../lib/player';
import { SlotsProvider } from '../lib/slots';
import { AppToaster } from '../ui/AppToaster';
import { ConfirmHost } from '../ui/ConfirmHost';
import { appSlots } from './slots';

/** A query client with the app's defaults: a minute of freshness and one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
    },
  });
}

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The player to hand down (tests pass their own to drive it); one is made otherwise. */
  player?: PlayerHandle;
};

/**
 * App-wide providers: data cache, the player (started here: its storage, server sync, audio
 * events and lock-screen controls), the slots where features meet (slots.tsx), toasts and the
 * confirm dialog. Opening a video pauses the music (spec 1 §4): the two features meet here too.
 */
export function AppProvider({ children, queryClient, player }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [handle] = useState(() => player ?? createPlayer());
  useEffect(() => handle.start(), [handle]);
  useEffect(
    () =>
      useVideoPopupStore.subscribe((state, previous) => {
        if (state.video && state.video !== previous.video) handle.player.store.getState().pauseForVideo();
      }),
    [handle],
  );
  return (
    <QueryClientProvider client={client}>
      <PlayerProvider value={handle.player}>
        <SlotsProvider value={appSlots}>
          {children}
          <AppToaster />
          <ConfirmHost />
        </SlotsProvider>
      </PlayerProvider>
    </QueryClientProvider>
  );
}
