/**
 * Publish/subscribe by destination. The embedded server uses the in-process broker; a scale-out
 * deployment puts RabbitMQ (AMQP) behind the same interface so every instance sees every event.
 */
export type BrokerListener = (body: string, destination: string) => void;

export interface MessageBroker {
  publish(destination: string, body: string): void;
  /** Returns the unsubscribe function. */
  subscribe(destination: string, listener: BrokerListener): () => void;
  close(): Promise<void>;
}

export class InProcessBroker implements MessageBroker {
  private readonly listeners = new Map<string, Set<BrokerListener>>();

  publish(destination: string, body: string): void {
    const set = this.listeners.get(destination);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(body, destination);
      } catch (error) {
        console.error(`broker listener for ${destination} failed`, error);
      }
    }
  }

  subscribe(destination: string, listener: BrokerListener): () => void {
    let set = this.listeners.get(destination);
    if (!set) {
      set = new Set();
      this.listeners.set(destination, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(destination);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(destination);
    };
  }

  /** Number of listeners on a destination (for tests and metrics). */
  listenerCount(destination: string): number {
    return this.listeners.get(destination)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
