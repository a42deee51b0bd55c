import { BAND_MEMBERS_MAX, PRESS_PHOTOS_MAX } from '@indiwave/domain/constants';
import type { Profile } from '@indiwave/domain/contract/profile';
import { MESSAGES } from '@indiwave/domain/messages';
import { Award, Download, FileText, ImagePlus, Plus, Trash2, Upload, Users } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { SocialIcon } from '../../../ui/SocialIcon.tsx';
import { showToast } from '../../../ui/toast.ts';
import { checkImageFileFully, IMAGE_ACCEPT } from '../../../lib/file-checks.ts';
import { useBandRoles, useDeletePressPhoto, useDeleteTechRider, useSaveBandMembers, useUploadPressPhoto, useUploadTechRider } from '../api/press-kit.ts';
import { checkTechRiderFile, TECH_RIDER_ACCEPT } from '../press-kit-checks.ts';
import { formatFileSize, listSocialLinks } from '../profile-links.ts';

type PanelProps = { id: string; title: string; icon?: ReactNode; children: ReactNode; action?: ReactNode };

/** One block of the press kit, titled for the page outline and the printout. */
export function PressKitPanel({ id, title, icon, children, action }: PanelProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="break-inside-avoid rounded-2xl border border-border bg-surface p-4 md:p-5 print:border-0 print:p-0">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-fg">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The bio, as written (line breaks kept). */
export function BioPanel({ profile }: { profile: Profile }) {
  return (
    <PressKitPanel id="epk-bio" title="About">
      {profile.bio.trim() ? (
        <p className="whitespace-pre-line text-fg">{profile.bio}</p>
      ) : (
        <p className="text-fg-muted">{profile.is_self ? 'Tell promoters and fans your story: add a bio with Edit profile.' : 'No bio yet.'}</p>
      )}
    </PressKitPanel>
  );
}

/** The contacts block: the kit's address and social links, written out in the printout. */
export function ContactPanel({ profile, pageUrl }: { profile: Profile; pageUrl: string }) {
  const links = listSocialLinks(profile.social_links);
  return (
    <PressKitPanel id="epk-contact" title="Contact and links">
      <ul className="grid gap-2 text-sm">
        <li className="hidden print:block">
          e-Press Kit: <span className="font-semibold">{pageUrl}</span>
        </li>
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 text-fg hover:underline">
              <SocialIcon network={link.network} size={18} />
              <span>{link.label}</span>
              <span className="hidden text-fg-muted print:inline">{link.href}</span>
            </a>
          </li>
        ))}
        {links.length === 0 && <li className="text-fg-muted">No social links yet.</li>}
      </ul>
    </PressKitPanel>
  );
}

/** Achievements from the profile (newest first); the panel stays away while there are none. */
export function AchievementsPanel({ profile }: { profile: Profile }) {
  if (profile.achievements.length === 0) return null;
  return (
    <PressKitPanel id="epk-achievements" title="Achievements" icon={<Award aria-hidden size={18} />}>
      <ul className="grid gap-3">
        {profile.achievements.map((achievement) => (
          <li key={`${achievement.title}-${achievement.awarded_date}`} className="flex gap-3">
            {achievement.image && <img src={achievement.image} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 rounded-lg object-cover" />}
            <div>
              <p className="font-semibold text-fg">{achievement.title}</p>
              <p className="text-sm text-fg-muted">{achievement.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PressKitPanel>
  );
}

type MemberDraft = { name: string; role: string };

function BandMembersEditor({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const roles = useBandRoles();
  const save = useSaveBandMembers();
  const [members, setMembers] = useState<MemberDraft[]>(() => profile.band_members.map((member) => ({ name: member.name, role: String(member.role.id) })));
  const [error, setError] = useState<string | null>(null);

  const update = (index: number, patch: Partial<MemberDraft>) => setMembers((list) => list.map((member, at) => (at === index ? { ...member, ...patch } : member)));

  const handleSave = async () => {
    setError(null);
    if (members.some((member) => member.name.trim() === '')) {
      setError(MESSAGES.bandMemberNameRequired);
      return;
    }
    try {
      await save.mutateAsync({ members: members.map((member) => ({ name: member.name.trim(), role: Number(member.role) })) });
      showToast(MESSAGES.bandMembersSaved, 'success', 3000);
      onDone();
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  return (
    <div className="grid gap-3">
      <FormAlert message={error} />
      {members.map((member, index) => (
        <div key={index} className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
          <input
            aria-label={`Name of member ${index + 1}`}
            className={`${INPUT_CLASS} max-sm:col-span-2`}
            value={member.name}
            maxLength={50}
            onChange={(event) => update(index, { name: event.target.value })}
          />
          <select aria-label={`Role of member ${index + 1}`} className={`${INPUT_CLASS} min-w-0`} value={member.role} onChange={(event) => update(index, { role: event.target.value })}>
            {(roles.data ?? []).map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.name}
              </option>
            ))}
          </select>
          <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Remove member ${index + 1}`} onClick={() => setMembers((list) => list.filter((_, at) => at !== index))}>
            <Trash2 aria-hidden size={16} />
          </button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={getButtonClass('secondary', 'sm')}
          disabled={members.length >= BAND_MEMBERS_MAX || !roles.data?.length}
          onClick={() => setMembers((list) => [...list, { name: '', role: String(roles.data?.[0]?.id ?? '') }])}
        >
          <Plus aria-hidden size={16} />
          Add member
        </button>
        <button type="button" className={getButtonClass('primary', 'sm')} disabled={save.isPending} onClick={() => void handleSave()}>
          {save.isPending ? 'Saving…' : 'Save members'}
        </button>
        <button type="button" className={getButtonClass('ghost', 'sm')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** A band's members with their roles; the band edits the list in place. */
export function BandMembersPanel({ profile }: { profile: Profile }) {
  const [isEditing, setEditing] = useState(false);
  if (profile.type !== 'Band') return null;
  if (profile.band_members.length === 0 && !profile.is_self) return null;
  return (
    <PressKitPanel
      id="epk-members"
      title="Band members"
      icon={<Users aria-hidden size={18} />}
      action={
        profile.is_self && !isEditing ? (
          <button type="button" className={getButtonClass('ghost', 'sm', 'print:hidden')} onClick={() => setEditing(true)}>
            Edit members
          </button>
        ) : undefined
      }
    >
      {isEditing ? (
        <BandMembersEditor profile={profile} onDone={() => setEditing(false)} />
      ) : profile.band_members.length > 0 ? (
        <ul className="grid gap-2">
          {profile.band_members.map((member, index) => (
            <li key={`${member.name}-${index}`} className="flex justify-between gap-3">
              <span className="font-semibold text-fg">{member.name}</span>
              <span className="text-sm text-fg-muted">{member.role.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">Add who plays what.</p>
      )}
    </PressKitPanel>
  );
}

/** A hidden file input and its visible button, for the owner's uploads. */
function FilePickButton({ label, accept, isBusy, onPick, icon }: { label: string; accept: string; isBusy: boolean; onPick: (file: File) => void; icon: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <input ref={inputRef} type="file" accept={accept} aria-label={label} className="sr-only" tabIndex={-1} onChange={handleChange} />
      <button type="button" className={getButtonClass('secondary', 'sm', 'print:hidden')} disabled={isBusy} onClick={() => inputRef.current?.click()}>
        {icon}
        {isBusy ? 'Uploading…' : label}
      </button>
    </>
  );
}

/** The tech rider: a download for promoters; the owner uploads, replaces or deletes it. */
export function TechRiderPanel({ profile }: { profile: Profile }) {
  const upload = useUploadTechRider();
  const remove = useDeleteTechRider();
  const [error, setError] = useState<string | null>(null);
  const rider = profile.tech_rider;
  if (!rider && !profile.is_self) return null;

  const handlePick = async (file: File) => {
    setError(null);
    const problem = checkTechRiderFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      showToast(MESSAGES.techRiderSaved, 'success', 3000);
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };
  const handleDelete = async () => {
    if (!(await confirm())) return;
    try {
      await remove.mutateAsync();
      showToast(MESSAGES.techRiderDeleted, 'success', 3000);
    } catch (failure) {
      showToast(readErrorMessage(failure), 'error', 4000);
    }
  };

  return (
    <PressKitPanel id="epk-rider" title="Tech rider" icon={<FileText aria-hidden size={18} />}>
      <FormAlert message={error} />
      {rider ? (
        <div className="flex flex-wrap items-center gap-2">
          <a href={rider.url} download={rider.file_name} className={getButtonClass('secondary', 'sm')}>
            <Download aria-hidden size={16} />
            Download tech rider
          </a>
          <span className="text-sm text-fg-muted">
            {rider.file_name} · {formatFileSize(rider.size)}
          </span>
        </div>
      ) : (
        <p className="text-fg-muted">Add your stage plot and equipment list as a PDF, so promoters can plan your show.</p>
      )}
      {profile.is_self && (
        <div className="mt-3 flex flex-wrap gap-2">
          <FilePickButton label={rider ? 'Replace tech rider' : 'Upload tech rider'} accept={TECH_RIDER_ACCEPT} isBusy={upload.isPending} onPick={(file) => void handlePick(file)} icon={<Upload aria-hidden size={16} />} />
          {rider && (
            <button type="button" className={getButtonClass('ghost', 'sm', 'print:hidden')} disabled={remove.isPending} onClick={() => void handleDelete()}>
              <Trash2 aria-hidden size={16} />
              Delete tech rider
            </button>
          )}
        </div>
      )}
    </PressKitPanel>
  );
}

/** Press photos at full size for the press; the owner adds (up to 12) and deletes them. */
export function PressPhotosPanel({ profile }: { profile: Profile }) {
  const upload = useUploadPressPhoto();
  const remove = useDeletePressPhoto();
  const [error, setError] = useState<string | null>(null);
  const photos = profile.press_photos;
  if (photos.length === 0 && !profile.is_self) return null;

  const handlePick = async (file: File) => {
    setError(null);
    const problem = await checkImageFileFully(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      showToast(MESSAGES.pressPhotoSaved, 'success', 3000);
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };
  const handleDelete = async (photoId: string) => {
    if (!(await confirm())) return;
    try {
      await remove.mutateAsync(photoId);
      showToast(MESSAGES.pressPhotoDeleted, 'success', 3000);
    } catch (failure) {
      showToast(readErrorMessage(failure), 'error', 4000);
    }
  };

  return (
    <PressKitPanel
      id="epk-photos"
      title="Press photos"
      action={
        profile.is_self && photos.length < PRESS_PHOTOS_MAX ? (
          <FilePickButton label="Add press photo" accept={IMAGE_ACCEPT} isBusy={upload.isPending} onPick={(file) => void handlePick(file)} icon={<ImagePlus aria-hidden size={16} />} />
        ) : undefined
      }
    >
      <FormAlert message={error} />
      {photos.length === 0 ? (
        <p className="text-fg-muted">Add high-resolution photos the press may print (png or jpeg, at least 500x500).</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.photo_id} className="relative">
              <a href={photo.url} target="_blank" rel="noopener noreferrer" download>
                {/* The grid's boxes are 160-250 px: the 640 px preview fills them at 2x and more; the link keeps the full photo for the press. */}
                <img
                  src={photo.preview_url ?? photo.url}
                  alt={`Press photo ${index + 1} of ${profile.name}`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full rounded-xl border border-border object-cover"
                />
              </a>
              {profile.is_self && (
                <button
                  type="button"
                  className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-black/70 text-white hover:bg-black print:hidden"
                  aria-label={`Delete press photo ${index + 1}`}
                  disabled={remove.isPending}
                  onClick={() => void handleDelete(photo.photo_id)}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </PressKitPanel>
  );
}
