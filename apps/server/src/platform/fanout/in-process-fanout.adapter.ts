import type { Logger } from 'pino';
import { deliverToListeners, type FanoutListener, type FanoutPort } from './fanout.port.ts';

/**
 * The local default: topics live in this process only, which is all one machine needs. The
 * payload goes through JSON like it would through Redis, so both adapters behave the same.
 */
export function createInProcessFanoutPort(logger: Pick<Logger, 'error'>): FanoutPort {
  const topics = new Map<string, Set<FanoutListener>>();
  let isClosed = false;
  return {
    publish(topic, payload) {
      if (isClosed) return;
      deliverToListeners(topics.get(topic), JSON.stringify(payload), (error) => logger.error({ err: error, topic }, 'fan-out listener failed'));
    },
    subscribe(topic, listener) {
      const listeners = topics.get(topic) ?? new Set<FanoutListener>();
      topics.set(topic, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) topics.delete(topic);
      };
    },
    ready: async () => {},
    async close() {
      isClosed = true;
      topics.clear();
    },
  };
}
