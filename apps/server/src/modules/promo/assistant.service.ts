import { ASSISTANT_KEYS, ASSISTANT_RATE_LIMIT, PROMO_MESSAGES, type AssistantKey } from '@indiwave/domain/contract/promo';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuthUser } from '../../http/auth-user.ts';

// The endpoint gets this long to answer; a hung provider must not hold the request forever.
const ASSISTANT_TIMEOUT_MS = 30_000;
// Enough for a bio or a pitch; the reply is cut to this many characters.
const ASSISTANT_REPLY_MAX = 4_000;

/** What each key asks the model for (the system message). */
const TASKS: Record<AssistantKey, string> = {
  bio: 'Write a short artist biography (80 to 150 words, third person) for an independent musician from the notes below.',
  pitch: 'Write a short, friendly pitch email (under 150 words) to a radio programmer asking them to play the song described below.',
  caption: 'Write one social media caption (under 40 words, up to 3 hashtags) announcing the music described below.',
  press_release: 'Write a short press release (under 200 words) announcing the release described below.',
};

type Deps = { config: Config['ai']; brandName: string; limits: RateLimiter; logger: FastifyBaseLogger; recordUse: (userId: number, tool: 'assistant') => Promise<void> };

/**
 * The writing assistant (spec 2 §7 'An AI text call {text, key}'): the key picks the task,
 * the text is the artist's notes. It calls an OpenAI-compatible chat-completions endpoint
 * (AI_BASE_URL); without one it is not available and the web hides it.
 */
export function createAssistantService(deps: Deps) {
  const isAvailable = Boolean(deps.config.baseUrl);
  return {
    isAvailable,
    keys: isAvailable ? [...ASSISTANT_KEYS] : [],

    async write(user: AuthUser, input: { text: string; key: AssistantKey }): Promise<string> {
      if (!deps.config.baseUrl) throw new AppError(503, PROMO_MESSAGES.assistantUnavailable, 'unavailable');
      await deps.limits.consume(`promo-assistant:${user.id}`, ASSISTANT_RATE_LIMIT);
      let reply: Response;
      try {
        reply = await fetch(`${deps.config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(deps.config.apiKey ? { authorization: `Bearer ${deps.config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: deps.config.model,
            messages: [
              { role: 'system', content: `You help musicians on ${deps.brandName} write about their music. ${TASKS[input.key]} Answer with the text only.` },
              { role: 'user', content: input.text },
            ],
            temperature: 0.7,
          }),
          signal: AbortSignal.timeout(ASSISTANT_TIMEOUT_MS),
        });
      } catch (error) {
        deps.logger.warn({ err: error }, 'assistant endpoint unreachable');
        throw new AppError(502, PROMO_MESSAGES.assistantFailed, 'assistant_failed');
      }
      const body = (await reply.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const text = body?.choices?.[0]?.message?.content;
      if (!reply.ok || typeof text !== 'string' || !text.trim()) {
        deps.logger.warn({ status: reply.status }, 'assistant endpoint gave no text');
        throw new AppError(502, PROMO_MESSAGES.assistantFailed, 'assistant_failed');
      }
      await deps.recordUse(user.id, 'assistant');
      return text.trim().slice(0, ASSISTANT_REPLY_MAX);
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
