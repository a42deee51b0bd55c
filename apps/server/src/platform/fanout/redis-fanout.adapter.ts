import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { deliverToListeners, type FanoutListener, type FanoutPort } from './fanout.port.ts';

/**
 * Fan-out through Redis pub/sub: one connection publishes, one subscribes (a subscribed Redis
 * connection can do nothing else). Each topic is the channel `<prefix>:<topic>`; the prefix
 * keeps deployments that share one Redis apart, since pub/sub ignores database numbers.
 * Publishing while Redis is away fails fast and is logged: open tabs then catch up by polling.
 */
export function createRedisFanoutPort(options: { url: string; channelPrefix: string; logger: Pick<Logger, 'error' | 'warn' | 'info'> }): FanoutPort {
  const { logger, channelPrefix } = options;
  // A publish waits at most one reconnection; the subscriber keeps retrying and resubscribes by itself.
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1, connectionName: 'fanout-pub' });
  const subscriber = new Redis(options.url, { connectionName: 'fanout-sub' });
  const topics = new Map<string, Set<FanoutListener>>();
  const pending = new Set<Promise<unknown>>();
  let isClosed = false;

  // ioredis emits 'error' on every failed reconnection: say it once per outage, not every second.
  for (const [name, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    let isDown = false;
    client.on('error', (error: Error) => {
      if (!isDown) logger.warn({ err: error, client: name }, 'Redis fan-out connection failed; live updates wait for it');
      isDown = true;
    });
    client.on('ready', () => {
      if (isDown) logger.info({ client: name }, 'Redis fan-out connection is back');
      isDown = false;
    });
  }

  const toChannel = (topic: string) => `${channelPrefix}:${topic}`;
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(`${channelPrefix}:`)) return;
    const topic = channel.slice(channelPrefix.length + 1);
    deliverToListeners(topics.get(topic), text, (error) => logger.error({ err: error, topic }, 'fan-out listener failed'));
  });

  function track(promise: Promise<unknown>): void {
    const settled = promise.catch((error: unknown) => logger.error({ err: error }, 'Redis fan-out subscription failed')).finally(() => pending.delete(settled));
    pending.add(settled);
  }

  return {
    publish(topic, payload) {
      if (isClosed) return;
      publisher.publish(toChannel(topic), JSON.stringify(payload)).catch((error: unknown) => logger.warn({ err: error, topic }, 'fan-out publish failed'));
    },
    subscribe(topic, listener) {
      let listeners = topics.get(topic);
      if (!listeners) {
        listeners = new Set();
        topics.set(topic, listeners);
        track(subscriber.subscribe(toChannel(topic)));
      }
      listeners.add(listener);
      return () => {
        const current = topics.get(topic);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0 && !isClosed) {
          topics.delete(topic);
          track(subscriber.unsubscribe(toChannel(topic)));
        }
      };
    },
    async ready() {
      await Promise.all([...pending]);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      topics.clear();
      // quit() waits for replies in flight; a connection that never came up is simply dropped.
      await Promise.all(
        [publisher, subscriber].map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())),
      );
    },
  };
}
