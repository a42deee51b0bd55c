import { ConsoleFrame } from '../../features/staff/components/ConsoleFrame.tsx';
import { STAFF_CONSOLE_NAV } from '../../features/staff/console-nav.ts';

/** Every area's console sections, in the order the navigation shows them. */
const CONSOLE_NAV = [...STAFF_CONSOLE_NAV];

/** /admin: the console frame with the navigation of every area (loaded only by staff who open it). */
export default function AdminConsole() {
  return <ConsoleFrame groups={CONSOLE_NAV} />;
}
