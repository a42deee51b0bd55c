/** Hears the payloads published on a topic. */
export type FanoutListener = (payload: unknown) => void;

/**
 * Publish/subscribe between every instance of the server: what one instance publishes on a
 * topic reaches the subscribers of that topic on all of them, itself included. In-process by
 * default (one machine); through Redis when REDIS_URL is set, so live updates work behind a
 * load balancer. Payloads are JSON: listeners get a copy.
 */
export type FanoutPort = {
  /**
   * Sends a payload to the topic's subscribers. Fire and forget: a failure is logged, never
   * thrown, because live updates only speed up what polling brings anyway.
   */
  publish(topic: string, payload: unknown): void;
  /** Listens to a topic; returns the function that stops listening. */
  subscribe(topic: string, listener: FanoutListener): () => void;
  /** Resolves once the subscriptions made so far receive messages (Redis: SUBSCRIBE acknowledged). */
  ready(): Promise<void>;
  /** Closes connections; publishing afterwards does nothing. */
  close(): Promise<void>;
};

/** Calls each listener with its own copy of the payload; one failing listener does not stop the others. */
export function deliverToListeners(listeners: Iterable<FanoutListener> | undefined, text: string, onError: (error: unknown) => void): void {
  if (!listeners) return;
  for (const listener of listeners) {
    try {
      listener(JSON.parse(text));
    } catch (error) {
      onError(error);
    }
  }
}
