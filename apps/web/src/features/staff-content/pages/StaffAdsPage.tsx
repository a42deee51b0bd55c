import { useId, useState, type FormEvent } from 'react';
import { AD_PLACEMENTS, PAGE_KEY_ALL, PAGE_KEYS, type AdPlacement } from '@indiwave/domain/constants';
import type { StaffAd } from '@indiwave/domain/contract/ads';
import type { ContentImagePurpose } from '@indiwave/domain/contract/content-images';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { uploadContentImage, useAdMutations, useStaffAds } from '../api/staff-content.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';

const PLACEMENT_LABELS: Record<AdPlacement, string> = { banner: 'Shell banner', popup: 'Promo popup (at most 800x500)', issue: 'Issue notice (contact page)', companion: 'Companion ad (player)' };
const AUDIENCES = [
  { value: 0, label: 'Everyone' },
  { value: 1, label: 'Pro members only' },
  { value: 2, label: 'Everyone but Pro members' },
] as const;
const IMAGE_PURPOSES: Record<AdPlacement, [ContentImagePurpose, ContentImagePurpose]> = { banner: ['banner', 'banner_mobile'], popup: ['popup', 'popup'], issue: ['banner', 'banner_mobile'], companion: ['companion', 'companion_mobile'] };

type Draft = {
  name: string;
  placement: AdPlacement;
  image: string;
  imageUrl: string | null;
  imageMobile: string | null;
  landingUrl: string;
  pages: string[];
  forPro: 0 | 1 | 2;
  startTime: string;
  endTime: string;
  track: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
};

const EMPTY: Draft = { name: '', placement: 'banner', image: '', imageUrl: null, imageMobile: null, landingUrl: '', pages: [PAGE_KEY_ALL], forPro: 0, startTime: '0', endTime: '172800', track: '', startsAt: '', endsAt: '', isActive: true };

/** ISO ↔ the value of a datetime-local field (UTC, as the server keeps times). */
const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromLocalInput = (value: string) => (value ? `${value}:00.000Z` : null);

function toDraft(ad: StaffAd): Draft {
  return { name: ad.name, placement: ad.placement, image: ad.image, imageUrl: ad.image_url, imageMobile: ad.image_mobile, landingUrl: ad.landing_url, pages: ad.display_pages.length ? ad.display_pages : [PAGE_KEY_ALL], forPro: ad.for_pro as 0 | 1 | 2, startTime: String(ad.start_time), endTime: String(ad.end_time), track: ad.track ?? '', startsAt: toLocalInput(ad.starts_at), endsAt: toLocalInput(ad.ends_at), isActive: ad.is_active };
}

/** The form of one campaign. */
function AdForm({ ad, onDone }: { ad: StaffAd | null; onDone: () => void }) {
  const { save } = useAdMutations();
  const [draft, setDraft] = useState<Draft>(ad ? toDraft(ad) : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const id = useId();
  const change = (patch: Partial<Draft>) => setDraft((value) => ({ ...value, ...patch }));
  const isCompanion = draft.placement === 'companion';

  const handleImage = async (file: File | undefined, isMobile: boolean) => {
    if (!file) return;
    try {
      const image = await uploadContentImage(IMAGE_PURPOSES[draft.placement][isMobile ? 1 : 0], file);
      change(isMobile ? { imageMobile: image.key } : { image: image.key, imageUrl: image.url });
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    try {
      await save.mutateAsync({
        id: ad?.id ?? null,
        body: {
          name: draft.name,
          placement: draft.placement,
          image: draft.image,
          image_mobile: draft.imageMobile,
          landing_url: draft.landingUrl,
          display_pages: draft.pages as never,
          for_pro: draft.forPro,
          start_time: Number(draft.startTime),
          end_time: Number(draft.endTime),
          track: isCompanion ? draft.track : null,
          starts_at: fromLocalInput(draft.startsAt),
          ends_at: fromLocalInput(draft.endsAt),
          is_active: draft.isActive,
        },
      });
      showToast('Campaign saved.');
      onDone();
    } catch (failure) {
      setError(readErrorMessage(failure));
      setFields((failure as { fields?: Record<string, string> }).fields ?? {});
    }
  };

  const togglePage = (page: string) => change({ pages: draft.pages.includes(page) ? draft.pages.filter((item) => item !== page) : [...draft.pages.filter((item) => page === PAGE_KEY_ALL || item !== PAGE_KEY_ALL), page] });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={ad ? 'Edit campaign' : 'New campaign'} className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <h2 className="text-xl font-bold text-fg">{ad ? 'Edit campaign' : 'New campaign'}</h2>
      <FormAlert message={error} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={fields.name}>
          <input id={`${id}-name`} className={INPUT_CLASS} value={draft.name} onChange={(event) => change({ name: event.target.value })} required />
        </Field>
        <Field id={`${id}-placement`} label="Placement">
          <select id={`${id}-placement`} className={INPUT_CLASS} value={draft.placement} onChange={(event) => change({ placement: event.target.value as AdPlacement, image: '', imageUrl: null, imageMobile: null })}>
            {AD_PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {PLACEMENT_LABELS[placement]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-image`} label="Picture" error={fields.image}>
          <div className="flex flex-wrap items-center gap-3">
            {draft.imageUrl && <img src={draft.imageUrl} alt="" className="max-h-16 rounded" />}
            <input id={`${id}-image`} type="file" accept="image/png,image/jpeg" onChange={(event) => void handleImage(event.target.files?.[0], false)} className="text-sm text-fg" />
          </div>
        </Field>
        <Field id={`${id}-image-mobile`} label="Phone picture" labelNote="optional">
          <input id={`${id}-image-mobile`} type="file" accept="image/png,image/jpeg" onChange={(event) => void handleImage(event.target.files?.[0], true)} className="text-sm text-fg" />
        </Field>
        <Field id={`${id}-link`} label="Link" hint="https://… or a path of this site (/subscription)" error={fields.landing_url}>
          <input id={`${id}-link`} className={INPUT_CLASS} value={draft.landingUrl} onChange={(event) => change({ landingUrl: event.target.value })} required />
        </Field>
        <Field id={`${id}-audience`} label="Audience (for_pro)">
          <select id={`${id}-audience`} className={INPUT_CLASS} value={draft.forPro} onChange={(event) => change({ forPro: Number(event.target.value) as 0 | 1 | 2 })}>
            {AUDIENCES.map((audience) => (
              <option key={audience.value} value={audience.value}>
                {audience.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-start`} label={isCompanion ? 'From second of the track' : 'Delay before showing (seconds)'} error={fields.start_time}>
          <input id={`${id}-start`} type="number" min={0} className={INPUT_CLASS} value={draft.startTime} onChange={(event) => change({ startTime: event.target.value })} />
        </Field>
        <Field id={`${id}-end`} label={isCompanion ? 'Until second of the track' : 'Hidden after showing (seconds)'} error={fields.end_time}>
          <input id={`${id}-end`} type="number" min={0} className={INPUT_CLASS} value={draft.endTime} onChange={(event) => change({ endTime: event.target.value })} />
        </Field>
        {isCompanion && (
          <Field id={`${id}-track`} label="Song (its address's last part)" error={fields.track}>
            <input id={`${id}-track`} className={INPUT_CLASS} value={draft.track} onChange={(event) => change({ track: event.target.value })} />
          </Field>
        )}
        <Field id={`${id}-starts`} label="Campaign starts (UTC)" labelNote="optional" error={fields.starts_at}>
          <input id={`${id}-starts`} type="datetime-local" className={INPUT_CLASS} value={draft.startsAt} onChange={(event) => change({ startsAt: event.target.value })} />
        </Field>
        <Field id={`${id}-ends`} label="Campaign ends (UTC)" labelNote="optional" error={fields.ends_at}>
          <input id={`${id}-ends`} type="datetime-local" className={INPUT_CLASS} value={draft.endsAt} onChange={(event) => change({ endsAt: event.target.value })} />
        </Field>
      </div>
      {draft.placement === 'banner' && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Pages</legend>
          <div className="flex flex-wrap gap-3">
            {[PAGE_KEY_ALL, ...PAGE_KEYS].map((page) => (
              <label key={page} className="flex items-center gap-1.5 text-sm text-fg">
                <input type="checkbox" checked={draft.pages.includes(page)} onChange={() => togglePage(page)} />
                {page}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={draft.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
        Active
      </label>
      <div className="flex gap-2">
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={save.isPending}>
          Save
        </button>
        <button type="button" className={getButtonClass('ghost', 'md')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/campaigns: the team's campaigns with what each did so far, and their form. */
export default function StaffAdsPage() {
  const ads = useStaffAds();
  const { remove } = useAdMutations();
  const [editing, setEditing] = useState<StaffAd | 'new' | null>(null);

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Campaigns</h1>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setEditing('new')}>
          New campaign
        </button>
      </div>
      {editing !== null && <AdForm key={editing === 'new' ? 'new' : editing.id} ad={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {ads.isError && <FormAlert message={readErrorMessage(ads.error)} />}
      <div {...scrollRegion('Campaigns table')}>
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="text-fg-muted">
            <tr>
              <th className="py-2">Campaign</th>
              <th className="py-2">Placement</th>
              <th className="py-2">Running</th>
              <th className="py-2 text-right">Impressions</th>
              <th className="py-2 text-right">Clicks</th>
              <th className="py-2 text-right">CTR</th>
              <th className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(ads.data?.results ?? []).map((ad) => (
              <tr key={ad.id} className="border-t border-border">
                <td className="py-2 pr-2 font-semibold text-fg">{ad.name}</td>
                <td className="py-2 pr-2 text-fg-muted">{ad.placement}{ad.track_title ? ` · ${ad.track_title}` : ''}</td>
                <td className="py-2 pr-2">{ad.is_running ? 'Yes' : 'No'}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{ad.impressions}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{ad.clicks}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{ad.impressions ? `${((ad.clicks / ad.impressions) * 100).toFixed(1)}%` : '—'}</td>
                <td className="flex gap-2 py-2">
                  <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`Edit ${ad.name}`} onClick={() => setEditing(ad)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className={getButtonClass('ghost', 'sm')}
                    aria-label={`Delete ${ad.name}`}
                    onClick={() =>
                      void confirm('Delete this campaign? Its figures stay.').then(async (isSure) => {
                        if (isSure) await remove.mutateAsync(ad.id);
                      })
                    }
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
