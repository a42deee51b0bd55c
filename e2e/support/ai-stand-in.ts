import http from 'node:http';
import { E2E_OAUTH_PORT } from './oauth.ts';

/** Where scripts/e2e-server.mjs points AI_BASE_URL: the port after the social sign-in stand-in's. */
export const E2E_AI_PORT = E2E_OAUTH_PORT + 1;

/**
 * An OpenAI-compatible chat-completions stand-in on loopback for the writing assistant: it
 * answers with a draft made of the notes it got, so the journey can recognise it. Nothing leaves
 * the machine.
 */
export function startAiStandIn() {
  const prompts: string[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: { role: string; content: string }[] };
      const notes = body.messages?.find((message) => message.role === 'user')?.content ?? '';
      prompts.push(body.messages?.[0]?.content ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: `Draft bio: ${notes}` } }] }));
    });
  });
  return {
    prompts,
    listen: () => new Promise<void>((resolve) => server.listen(E2E_AI_PORT, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
