import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_CARD_SIZES } from '@indiwave/domain/constants';
import type { ReviewCustomData, ShareCard } from '@indiwave/domain/contract/share';
import { fitReviewText } from '@indiwave/domain/rules/review-text-fit';

/** A card's pictures as data: URIs, so satori never reaches the network. */
export type CardPictures = { albumArt: string | null; avatar: string };

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };

/** A satori element: what JSX would build, without a JSX build step on the server. */
function h(type: string, style: Record<string, unknown>, ...children: unknown[]): Node {
  return { type, props: { style: { display: 'flex', ...style }, children: children.length <= 1 ? children[0] : children } };
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;

/** Inter (OFL), shipped by @fontsource/inter as WOFF, read once: no fonts are fetched at run time. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** The default avatar (spec 2 §3: when the commenter has no picture): a head and shoulders on grey. */
export const DEFAULT_AVATAR = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4b5563"/><circle cx="32" cy="25" r="12" fill="#d1d5db"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#d1d5db"/></svg>',
).toString('base64')}`;

const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

function stars(count: number, size: number): Node {
  return h(
    'div',
    { gap: 3 },
    ...Array.from({ length: 5 }, (_, i) => ({
      type: 'svg',
      props: { width: size, height: size, viewBox: '0 0 24 24', children: { type: 'path', props: { d: STAR_PATH, fill: i < count ? '#fbbf24' : '#52525b' } } },
    })),
  );
}

function picture(src: string | null, size: number, radius: number): Node {
  if (!src) return h('div', { width: size, height: size, borderRadius: radius, backgroundColor: '#3f3f46' });
  return { type: 'img', props: { src, width: size, height: size, style: { width: size, height: size, borderRadius: radius, objectFit: 'cover' } } };
}

/** The words and pictures every card shows, laid out for a text column `width` wide. */
function reviewColumn(data: ReviewCustomData, pictures: CardPictures, width: number, brandName: string): Node[] {
  const fit = fitReviewText(data.comment, width);
  return [
    h('div', { flexDirection: 'column', gap: 4 }, h('div', { fontSize: 18, fontWeight: 700, color: '#fafafa' }, data.title), h('div', { fontSize: 13, color: '#a1a1aa' }, data.artistName)),
    data.stars === null ? h('div', { height: 0 }) : stars(data.stars, 18),
    h('div', { width, fontSize: fit.fontSize, lineHeight: 1.35, color: '#f4f4f5', maxHeight: Math.ceil(fit.fontSize * 1.35 * 2) + 1, overflow: 'hidden' }, `“${fit.text}”`),
    h(
      'div',
      { alignItems: 'center', justifyContent: 'space-between', width },
      h('div', { alignItems: 'center', gap: 8 }, picture(pictures.avatar, 32, 16), h('div', { flexDirection: 'column' }, h('div', { fontSize: 13, fontWeight: 700, color: '#fafafa' }, data.commentUser), h('div', { fontSize: 11, color: '#a1a1aa' }, data.commentTime))),
      h('div', { fontSize: 12, fontWeight: 700, color: '#f97316' }, brandName),
    ),
  ];
}

function layout(card: ShareCard, data: ReviewCustomData, pictures: CardPictures, brandName: string): Node {
  const { width, height } = SHARE_CARD_SIZES[card];
  const base = { width, height, fontFamily: 'Inter', backgroundImage: 'linear-gradient(135deg, #18181b 0%, #27272a 60%, #3b0764 100%)' };
  if (card === 'instagram') {
    const column = width - 48;
    return h('div', { ...base, flexDirection: 'column', padding: 24, gap: 14 }, picture(pictures.albumArt, 120, 12), ...reviewColumn(data, pictures, column, brandName));
  }
  const column = width - height - 48;
  return h('div', { ...base, flexDirection: 'row' }, picture(pictures.albumArt, height, 0), h('div', { flexDirection: 'column', justifyContent: 'space-between', padding: 24, width: width - height }, ...reviewColumn(data, pictures, column, brandName)));
}

/**
 * Draws a review card (spec 2 §9: Instagram 360x360, Facebook 685x360) as a PNG `scale` times
 * its size: the layout is set once at 1x and rasterised larger, so text stays sharp at 3x.
 */
export async function renderReviewCard(card: ShareCard, data: ReviewCustomData, pictures: CardPictures, options: { scale: number; brandName: string }): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZES[card];
  const svg = await satori(layout(card, data, pictures, options.brandName) as unknown as Parameters<typeof satori>[0], { width, height, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width * options.scale } }).render().asPng();
}
