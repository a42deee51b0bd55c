import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startRealServer } from './bench-server.ts';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { accept: 'application/json' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * GET /api/genre through the whole app (security headers, compression check, validation,
 * serialisation) against a bare Fastify route answering the same bytes, in the same run.
 */
const real = await startRealServer();
const body = await (await fetch(`${real.url}/api/genre`)).text();
const bare = Fastify();
bare.get('/api/genre', (_req, reply) => reply.type('application/json').send(body));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

await load(`${real.url}/api/genre`); // warm-up is the first pass; measured below
const app = await load(`${real.url}/api/genre`);
const baseline = await load(`${bareUrl}/api/genre`);
console.log(`GET /api/genre, ${CONNECTIONS} connections, ${DURATION_S} s, ${body.length} bytes`);
console.log(`  indiwave app : ${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms, errors ${app.errors}`);
console.log(`  bare fastify : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms, errors ${baseline.errors}`);
console.log(`  ratio app/bare throughput: ${(app.rps / baseline.rps).toFixed(2)}; p99 ratio: ${(app.p99 / Math.max(1, baseline.p99)).toFixed(2)}`);
await bare.close();
await real.close();
