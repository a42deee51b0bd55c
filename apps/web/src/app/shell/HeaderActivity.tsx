import { LiveUpdates } from '../../features/live/LiveUpdates';
import { MessagesLink } from './MessagesLink';
import { NotificationBell } from './NotificationBell';

/**
 * What the header adds for a signed-in person (spec 1 §2.4): the message icon and the bell on
 * wide screens (phones reach both from the user menu), and the live-update stream everywhere.
 * Header loads it lazily, so visitors never download it.
 */
export default function HeaderActivity({ isMobile }: { isMobile: boolean }) {
  return (
    <>
      <LiveUpdates />
      {!isMobile && (
        <>
          <MessagesLink />
          <NotificationBell />
        </>
      )}
    </>
  );
}
