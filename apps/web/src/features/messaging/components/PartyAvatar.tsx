import type { MessageParty } from '@indiwave/domain/contract/messaging';

/** The other person's picture, or their initial on the accent colour. */
export function PartyAvatar({ party, size = 'md' }: { party: Pick<MessageParty, 'name' | 'profile_pic'>; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-9' : 'size-11';
  if (party.profile_pic) return <img src={party.profile_pic} alt="" loading="lazy" decoding="async" className={`${box} shrink-0 rounded-full bg-surface-raised object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} grid shrink-0 place-items-center rounded-full bg-accent font-bold text-accent-fg`}>
      {party.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
