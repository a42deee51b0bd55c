import { Copy } from 'lucide-react';
import { Link } from 'react-router';
import { PRO_STATE } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { getMasterclassStatus } from '@indiwave/domain/rules/masterclass-status';
import { copyText } from '../../../lib/share-actions.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useProPerks } from '../api/pro-perks.ts';

const CARD = 'grid content-start gap-2 rounded-2xl border border-border bg-surface p-4';

/**
 * /pro-perks (spec 2 §2.3): Pro Sessions, Exclusive Coupon Codes and Learning Resources. The
 * server masks codes and leaves out the links unless the viewer is Pro; others get the way to Pro.
 */
export default function ProPerksPage() {
  const user = useSessionUser();
  const isPro = user?.isProMember === PRO_STATE.active;
  const perks = useProPerks(user?.id ?? 0, isPro);
  const now = new Date();
  const data = perks.data;
  const canUse = data?.is_pro ?? false;

  return (
    <div className="mx-auto grid max-w-content gap-8 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-fg">Pro Perks</h1>
        {data && !canUse && (
          <Link to="/subscription" className={getButtonClass('primary', 'sm')}>
            {COMMERCE_MESSAGES.getPro}
          </Link>
        )}
      </div>
      {perks.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {perks.isError && <FormAlert message={perks.error.message} />}
      {data && (
        <>
          <section aria-labelledby="perks-sessions" className="grid gap-3">
            <h2 id="perks-sessions" className="text-xl font-bold text-fg">
              {COMMERCE_MESSAGES.proSessions}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.masterclasses.map((session, index) => {
                const status = getMasterclassStatus(session, now);
                return (
                  <li key={`${session.title}-${index}`} className={CARD}>
                    {session.image && <img src={session.image} alt="" loading="lazy" decoding="async" className="aspect-video w-full rounded-xl object-cover" />}
                    <h3 className="font-semibold text-fg">{session.title}</h3>
                    {status.badge && <span className="w-fit rounded-full bg-surface-raised px-2 py-0.5 text-xs font-bold text-fg">{status.badge}</span>}
                    {session.description && <p className="text-sm text-fg-muted">{session.description}</p>}
                    <p className="text-sm text-fg">
                      {session.date}
                      {session.duration && ` · ${session.duration}`}
                    </p>
                    {session.whatsappGroupLink && !status.isEnded && (
                      <a href={session.whatsappGroupLink} target="_blank" rel="noreferrer" className={getButtonClass('secondary', 'sm', 'w-fit')}>
                        {COMMERCE_MESSAGES.joinWhatsapp}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="perks-coupons" className="grid gap-3">
            <h2 id="perks-coupons" className="text-xl font-bold text-fg">
              {COMMERCE_MESSAGES.couponCodes}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.couponCodes.map((coupon, index) => (
                <li key={`${coupon.companyName}-${index}`} className={CARD}>
                  {coupon.brandImage && <img src={coupon.brandImage} alt="" loading="lazy" decoding="async" className="h-10 w-fit object-contain" />}
                  <h3 className="font-semibold text-fg">
                    {coupon.companyName}
                    {coupon.isNew && <span className="ml-2 rounded-full bg-focus/20 px-2 py-0.5 text-xs font-bold text-focus">New</span>}
                  </h3>
                  {coupon.subtitle && <p className="text-sm text-fg">{coupon.subtitle}</p>}
                  <p className="flex items-center gap-2">
                    <span className="rounded-lg border border-dashed border-border-strong px-3 py-1 font-mono font-semibold text-fg" data-testid="perk-code">
                      {coupon.code}
                    </span>
                    {canUse && (
                      <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Copy ${coupon.companyName} code`} onClick={() => void copyText(coupon.code)}>
                        <Copy aria-hidden size={16} />
                      </button>
                    )}
                  </p>
                  {coupon.details.length > 0 && (
                    <ul className="list-disc pl-5 text-sm text-fg-muted">
                      {coupon.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  )}
                  {coupon.redeemNowLink && (
                    <a href={coupon.redeemNowLink} target="_blank" rel="noreferrer" className={getButtonClass('primary', 'sm', 'w-fit')}>
                      {COMMERCE_MESSAGES.redeemNow}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="perks-resources" className="grid gap-3">
            <h2 id="perks-resources" className="text-xl font-bold text-fg">
              {COMMERCE_MESSAGES.learningResources}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.learningResources.map((resource, index) => (
                <li key={`${resource.title}-${index}`} className={CARD}>
                  {resource.image && <img src={resource.image} alt="" loading="lazy" decoding="async" className="aspect-video w-full rounded-xl object-cover" />}
                  <h3 className="font-semibold text-fg">{resource.title}</h3>
                  {resource.description && <p className="text-sm text-fg-muted">{resource.description}</p>}
                  {resource.link && (
                    <a href={resource.link} className={getButtonClass('secondary', 'sm', 'w-fit')}>
                      {COMMERCE_MESSAGES.accessResource}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
