import sharp from 'sharp';
import { IMAGE_MIN_SIDE } from '@indiwave/domain/constants';
import { encodePictureFiles, type PictureFiles } from '../../platform/storage/picture-files.ts';

/** 'Monsoon Theory' → 'MT'; 'Asha' → 'A'. Letters and digits only, so the SVG needs no escaping. */
export function toInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

function renderAvatarSvg(initials: string, [from, to]: [string, string], side: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 500 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="500" height="500" fill="url(#g)"/>
  <circle cx="420" cy="80" r="160" fill="#fff" fill-opacity="0.08"/>
  <circle cx="60" cy="460" r="200" fill="#000" fill-opacity="0.08"/>
  <text x="250" y="250" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="190" fill="#fff" letter-spacing="4">${initials}</text>
</svg>`;
}

/** A generated profile picture: initials on a gradient, of the minimum profile size, as JPEG and its WebP sibling (as uploads are). */
export async function renderAvatar(name: string, colors: [string, string]): Promise<PictureFiles> {
  const svg = renderAvatarSvg(toInitials(name), colors, IMAGE_MIN_SIDE);
  const { jpeg, webp } = await encodePictureFiles(() => sharp(Buffer.from(svg)).resize(IMAGE_MIN_SIDE, IMAGE_MIN_SIDE).flatten({ background: '#000' }));
  return { jpeg, webp };
}
