import type { PageKey } from '@indiwave/domain/constants';
import { IssueNotices } from './IssueNotices.tsx';
import { PromoPopup } from './PromoPopup.tsx';
import { ShellBanner } from './ShellBanner.tsx';

type AdsHostProps = { page: PageKey; proState: number; userKey: string; isPopupAllowed: boolean; isRaisingIssue: boolean };

/** The shell's advertisements, loaded lazily once the page is idle: the banner, the promo popup and, where people raise an issue, the team's notices. */
export default function AdsHost({ page, proState, userKey, isPopupAllowed, isRaisingIssue }: AdsHostProps) {
  return (
    <>
      <ShellBanner page={page} proState={proState} userKey={userKey} />
      {isPopupAllowed && <PromoPopup proState={proState} userKey={userKey} />}
      {isRaisingIssue && <IssueNotices proState={proState} userKey={userKey} />}
    </>
  );
}
