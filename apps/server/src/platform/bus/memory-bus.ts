import { EventEmitter } from 'node:events';
import type { EventBus } from './bus.ts';

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
    deliveryStretch: () => 0,
    // Nothing is ever missed in one process.
    onResumed: () => undefined,
  };
}
