import { useId, useState, type FormEvent } from 'react';
import { COUPON_CODE_MAX } from '@indiwave/domain/constants';
import type { Coupon, CouponInput } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { COUPON_SCOPES, type CouponScope } from '@indiwave/domain/rules/coupon-pricing';
import { formatMoney } from '@indiwave/domain/rules/money';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCouponMutations, useCoupons } from '../api/staff-commerce.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';

const SCOPE_LABELS: Record<CouponScope, string> = { any: 'Anything', cart: 'Songs and albums (cart)', pro: 'Pro membership' };

type Draft = { code: string; description: string; kind: 'percent' | 'amount'; value: string; scope: CouponScope; artist: string; user: string; startsAt: string; expiresAt: string; maxRedemptions: string };
const EMPTY: Draft = { code: '', description: '', kind: 'percent', value: '', scope: 'any', artist: '', user: '', startsAt: '', expiresAt: '', maxRedemptions: '' };

/** A datetime-local value (read as UTC, as the server keeps times) → ISO; undefined when empty. */
const fromLocalInput = (value: string) => (value ? `${value}:00.000Z` : undefined);
/** A typed number, or null when the box is empty (the server says what is wrong with the rest). */
const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** What the coupon takes off: '25%' or 'Rs 100'. */
export function describeDiscount(coupon: Pick<Coupon, 'percent_off' | 'amount_off'>): string {
  return coupon.percent_off !== null ? `${coupon.percent_off}%` : formatMoney(coupon.amount_off ?? 0);
}

/** When it may be used: 'from … until …', 'until …', 'always'. */
function describeWindow(coupon: Coupon): string {
  const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
  if (coupon.starts_at && coupon.expires_at) return `${day(coupon.starts_at)} – ${day(coupon.expires_at)}`;
  if (coupon.starts_at) return `from ${day(coupon.starts_at)}`;
  if (coupon.expires_at) return `until ${day(coupon.expires_at)}`;
  return 'Always';
}

/** The form of a new coupon: the server's schema checks it and its messages show under each field. */
function CouponForm({ onDone }: { onDone: () => void }) {
  const { create } = useCouponMutations();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const id = useId();
  const change = (patch: Partial<Draft>) => setDraft((value) => ({ ...value, ...patch }));
  const valueError = fields.percent_off ?? fields.amount_off;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    const value = toNumber(draft.value);
    const body: CouponInput = {
      code: draft.code,
      description: draft.description,
      percent_off: draft.kind === 'percent' ? value : null,
      // Typed in rupees, sent in paise.
      amount_off: draft.kind === 'amount' ? (value === null ? null : Math.round(value * 100)) : null,
      scope: draft.scope,
      ...(draft.artist.trim() ? { artist: draft.artist.trim() } : {}),
      ...(draft.user.trim() ? { user: draft.user.trim() } : {}),
      starts_at: fromLocalInput(draft.startsAt),
      expires_at: fromLocalInput(draft.expiresAt),
      max_redemptions: toNumber(draft.maxRedemptions),
    };
    try {
      const reply = await create.mutateAsync(body);
      showToast(`${COMMERCE_MESSAGES.couponCreated} ${reply.result.code}`, 'success');
      onDone();
    } catch (failure) {
      const perField = failure instanceof ApiError ? (failure.fields ?? {}) : {};
      setFields(perField);
      setError(Object.keys(perField).length ? null : readErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="New coupon" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6" noValidate>
      <h2 className="text-xl font-bold text-fg">New coupon</h2>
      <FormAlert message={error} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-code`} label="Code" hint={`Letters, digits and dashes, up to ${COUPON_CODE_MAX}`} error={fields.code}>
          <input id={`${id}-code`} className={`${INPUT_CLASS} uppercase`} value={draft.code} onChange={(event) => change({ code: event.target.value })} aria-invalid={Boolean(fields.code)} autoComplete="off" />
        </Field>
        <Field id={`${id}-description`} label="Description" labelNote="optional" error={fields.description}>
          <input id={`${id}-description`} className={INPUT_CLASS} value={draft.description} onChange={(event) => change({ description: event.target.value })} aria-invalid={Boolean(fields.description)} />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Discount</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-1.5 text-sm text-fg">
              <input type="radio" name={`${id}-kind`} checked={draft.kind === 'percent'} onChange={() => change({ kind: 'percent' })} />
              Percent off
            </label>
            <label className="flex items-center gap-1.5 text-sm text-fg">
              <input type="radio" name={`${id}-kind`} checked={draft.kind === 'amount'} onChange={() => change({ kind: 'amount' })} />
              Amount off (rupees)
            </label>
          </div>
        </fieldset>
        <Field id={`${id}-value`} label={draft.kind === 'percent' ? 'Percent off' : 'Rupees off'} error={valueError}>
          <input id={`${id}-value`} type="number" min={draft.kind === 'percent' ? 1 : 0.01} max={draft.kind === 'percent' ? 100 : undefined} step={draft.kind === 'percent' ? 1 : 0.01} className={INPUT_CLASS} value={draft.value} onChange={(event) => change({ value: event.target.value })} aria-invalid={Boolean(valueError)} />
        </Field>
        <Field id={`${id}-scope`} label="Applies to" error={fields.scope}>
          <select id={`${id}-scope`} className={INPUT_CLASS} value={draft.scope} onChange={(event) => change({ scope: event.target.value as CouponScope })}>
            {COUPON_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-max`} label="Uses at most" labelNote="optional" error={fields.max_redemptions}>
          <input id={`${id}-max`} type="number" min={1} step={1} className={INPUT_CLASS} value={draft.maxRedemptions} onChange={(event) => change({ maxRedemptions: event.target.value })} aria-invalid={Boolean(fields.max_redemptions)} />
        </Field>
        <Field id={`${id}-artist`} label="Only this artist's items (profile address)" labelNote="optional" error={fields.artist}>
          <input id={`${id}-artist`} className={INPUT_CLASS} value={draft.artist} onChange={(event) => change({ artist: event.target.value })} aria-invalid={Boolean(fields.artist)} />
        </Field>
        <Field id={`${id}-user`} label="Only this person may use it (profile address)" labelNote="optional" error={fields.user}>
          <input id={`${id}-user`} className={INPUT_CLASS} value={draft.user} onChange={(event) => change({ user: event.target.value })} aria-invalid={Boolean(fields.user)} />
        </Field>
        <Field id={`${id}-starts`} label="Starts (UTC)" labelNote="optional" error={fields.starts_at}>
          <input id={`${id}-starts`} type="datetime-local" className={INPUT_CLASS} value={draft.startsAt} onChange={(event) => change({ startsAt: event.target.value })} aria-invalid={Boolean(fields.starts_at)} />
        </Field>
        <Field id={`${id}-expires`} label="Expires (UTC)" labelNote="optional" error={fields.expires_at}>
          <input id={`${id}-expires`} type="datetime-local" className={INPUT_CLASS} value={draft.expiresAt} onChange={(event) => change({ expiresAt: event.target.value })} aria-invalid={Boolean(fields.expires_at)} />
        </Field>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={create.isPending}>
          Create coupon
        </button>
        <button type="button" className={getButtonClass('ghost', 'md')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/coupons: every coupon with its terms and uses; create one, or end one. */
export default function StaffCouponsPage() {
  const coupons = useCoupons();
  const { end } = useCouponMutations();
  const [isCreating, setIsCreating] = useState(false);

  const handleEnd = async (coupon: Coupon) => {
    if (!(await confirm(`End coupon ${coupon.code}? It will be refused from now on.`))) return;
    try {
      showToast((await end.mutateAsync(coupon.code)).message, 'success');
    } catch (failure) {
      showToast(readErrorMessage(failure), 'error');
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Coupons</h1>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setIsCreating(true)} disabled={isCreating}>
          New coupon
        </button>
      </div>
      {isCreating && <CouponForm onDone={() => setIsCreating(false)} />}
      {coupons.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {coupons.isError && <FormAlert message={readErrorMessage(coupons.error)} />}
      {coupons.data && coupons.data.length === 0 && <p className="text-sm text-fg-muted">No coupons yet.</p>}
      {coupons.data && coupons.data.length > 0 && (
        <div {...scrollRegion('Coupons table')}>
          <table className="w-full min-w-[760px] text-left text-sm" aria-label="Coupons">
            <thead className="text-fg-muted">
              <tr>
                <th className="py-2">Code</th>
                <th className="py-2">Discount</th>
                <th className="py-2">Applies to</th>
                <th className="py-2">Limited to</th>
                <th className="py-2">Window</th>
                <th className="py-2 text-right">Uses</th>
                <th className="py-2">Status</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.map((coupon) => (
                <tr key={coupon.code} className="border-t border-border align-top">
                  <td className="py-2 pr-2">
                    <span className="font-mono font-semibold text-fg">{coupon.code}</span>
                    {coupon.description && <span className="block text-fg-muted">{coupon.description}</span>}
                  </td>
                  <td className="py-2 pr-2 tabular-nums">{describeDiscount(coupon)}</td>
                  <td className="py-2 pr-2">{SCOPE_LABELS[coupon.scope]}</td>
                  <td className="py-2 pr-2 text-fg-muted">{[coupon.artist && `artist ${coupon.artist}`, coupon.user && `person ${coupon.user}`].filter(Boolean).join(', ') || '—'}</td>
                  <td className="py-2 pr-2 text-fg-muted">{describeWindow(coupon)}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">
                    {coupon.redemptions}
                    {coupon.max_redemptions !== null && ` / ${coupon.max_redemptions}`}
                  </td>
                  <td className="py-2 pr-2">{coupon.is_active ? 'Active' : 'Ended'}</td>
                  <td className="py-2">
                    {coupon.is_active && (
                      <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`End ${coupon.code}`} onClick={() => void handleEnd(coupon)} disabled={end.isPending}>
                        End
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
