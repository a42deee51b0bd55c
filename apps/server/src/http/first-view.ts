import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DETAIL_ARTWORK_PX, toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';
import { firstCallsOf, toFirstViewPage, type FirstViewPage } from '@indiwave/domain/rules/first-calls';
import { FIRST_REPLIES_ELEMENT_ID, SIGNED_IN_COOKIE } from '@indiwave/domain/rules/first-view';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';

type LeadPicture = { href: string; srcSet?: string; sizes?: string };

/** The picture a song page shows first (its artwork, in the sizes its box asks for), from its reply. */
function songArtwork(reply: unknown): LeadPicture | null {
  const image = (reply as { result?: { image?: string | null } }).result?.image;
  return image ? { href: image, ...toArtworkSizes(image, `${DETAIL_ARTWORK_PX}px`) } : null;
}

/** The picture an e-Press Kit shows first: its cover, else its profile picture (ProfileHero). */
function profileLeadPicture(reply: unknown): LeadPicture | null {
  const profile = (reply as { result?: { cover_pic?: string | null; profile_pic?: string | null } }).result;
  const picture = profile?.cover_pic || profile?.profile_pic;
  return picture ? { href: picture } : null;
}

/** The picture a page's main reply (its first call) says it shows first. */
const LEAD_PICTURES: Partial<Record<FirstViewPage['kind'], (reply: unknown) => LeadPicture | null>> = { song: songArtwork, artist: profileLeadPicture };

function isSignedIn(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(/;\s*/).some((part) => part.startsWith(`${SIGNED_IN_COOKIE}=`));
}

// JSON inside a script element: '<' escaped so no '</script>' or '<!--' in a reply can end it early.
const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What a visitor's page carries beyond its meta tags (issue 16): the replies of its first calls,
 * answered by the app itself as that visitor (same address and browser, so a profile view is
 * counted once, as the page's own call would), and a preload of the picture it shows first, so
 * the page paints without waiting on the API and the picture is on its way with the code.
 * Signed-in browsers get nothing: their calls carry their token.
 */
export function createFirstView(app: FastifyInstance, brandSlug: string) {
  return async function renderFirstView(request: FastifyRequest): Promise<string> {
    if (isSignedIn(request)) return '';
    const page = toFirstViewPage(request.url.split('?')[0], brandSlug);
    if (!page) return '';
    const calls = firstCallsOf(page, brandSlug);
    const replies: Record<string, unknown> = {};
    const preloads: string[] = [];
    await Promise.all(
      calls.map(async (url, index) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
          remoteAddress: request.ip,
        });
        if (response.statusCode !== 200) return;
        const reply: unknown = response.json();
        replies[url] = reply;
        const picture = index === 0 ? (LEAD_PICTURES[page.kind]?.(reply) ?? null) : null;
        if (picture) {
          const candidates = picture.srcSet ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes ?? '')}"` : '';
          preloads.push(`<link rel="preload" as="image" href="${escapeHtml(picture.href)}"${candidates} fetchpriority="high">`);
        }
      }),
    );
    if (Object.keys(replies).length === 0) return '';
    return `${preloads.join('')}<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">${toScriptJson(replies)}</script>`;
  };
}
