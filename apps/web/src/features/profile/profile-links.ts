import type { Profile } from '@indiwave/domain/contract/profile';

/** Where the contact action leads: compose to the artist (H2's /messaging?to=), through sign-in for visitors. */
export function buildContactPath(slug: string, isSignedIn: boolean, currentPath: string): string {
  const compose = `/messaging?${new URLSearchParams({ to: slug }).toString()}`;
  if (isSignedIn) return compose;
  return `${currentPath}?${new URLSearchParams({ login: compose }).toString()}`;
}

/** The social links that are set, in the spec's order (spec 2 §3). */
export function listSocialLinks(links: Profile['social_links']): { network: keyof Profile['social_links']; label: string; href: string }[] {
  const labels = { instagram: 'Instagram', facebook: 'Facebook', twitter: 'Twitter', youtube: 'YouTube' } as const;
  return (Object.keys(labels) as (keyof typeof labels)[])
    .filter((network) => links[network].trim() !== '')
    .map((network) => ({ network, label: labels[network], href: links[network] }));
}

/** The place line of a profile: city, state and country that are given, joined. */
export function formatPlace(profile: Pick<Profile, 'city' | 'state' | 'country'>): string {
  return [profile.city, profile.state, profile.country].filter((part) => part.trim() !== '').join(', ');
}

/** A file size for people: '820 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
