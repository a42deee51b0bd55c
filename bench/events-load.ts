import fs from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load of bench/site-events.bench.ts, in its own process so the load generator does not
 * share the server's event loop: `node --import tsx events-load.ts <options.json>` prints the
 * autocannon result's figures as JSON.
 */
const options = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as { url: string; connections: number; duration: number; overallRate?: number; bodies: string[] };
let next = 0;
const result = await autocannon({
  url: options.url,
  method: 'POST',
  connections: options.connections,
  duration: options.duration,
  ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (request) => ({ ...request, body: options.bodies[next++ % options.bodies.length] }) }],
});
process.stdout.write(JSON.stringify({ reqPerS: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors }));
