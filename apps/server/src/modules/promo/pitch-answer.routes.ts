import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROMO_MESSAGES, pitchAnswerQuerySchema, type PitchAnswerQuery } from '@indiwave/domain/contract/promo';
import type { RadioService } from './radio.service.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: the station has no account and may never have seen the app. */
function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The link's query, or undefined when it is not one we make (the page then answers 403). */
function parseQuery(query: unknown): PitchAnswerQuery | undefined {
  const parsed = pitchAnswerQuerySchema.safeParse(query);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The answer links of a pitch mail: GET shows the question with a button (mail scanners that
 * open links change nothing), POST records the answer. Both check the link's signature.
 */
export async function pitchAnswerRoutes(app: FastifyInstance, options: { radio: RadioService }): Promise<void> {
  // The button's form posts url-encoded; the answer is in the signed query, the body is ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get('/promo/pitch_answer', { schema: { hide: true } }, async (request, reply) => {
    const query = parseQuery(request.query);
    const found = query && (await options.radio.findSignedPitch(query));
    if (!query || !found) return sendPage(reply, 403, PROMO_MESSAGES.pitchLinkInvalid, '');
    const { pitch, answer } = found;
    const verb = answer === 'accept' ? 'Accept' : 'Decline';
    const action = `/api/promo/pitch_answer?${new URLSearchParams({ pitch: String(query.pitch), answer: query.answer, sig: query.sig }).toString()}`;
    return sendPage(
      reply,
      200,
      `${verb} this pitch?`,
      `<p>${escapeHtml(pitch.song.title)} — pitched to ${escapeHtml(pitch.station.name)}. Current status: <strong>${escapeHtml(pitch.status)}</strong>.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1.25rem">${verb} pitch</button></form>`,
    );
  });

  app.post('/promo/pitch_answer', { schema: { hide: true } }, async (request, reply) => {
    const query = parseQuery(request.query);
    const found = query && (await options.radio.findSignedPitch(query));
    if (!found) return sendPage(reply, 403, PROMO_MESSAGES.pitchLinkInvalid, '');
    await options.radio.answer(found.pitch.id, found.answer);
    return sendPage(reply, 200, PROMO_MESSAGES.pitchAnswered, `<p>${escapeHtml(found.pitch.song.title)}: ${found.answer === 'accept' ? 'accepted' : 'declined'}.</p>`);
  });
}
