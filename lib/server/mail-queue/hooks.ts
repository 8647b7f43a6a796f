import 'server-only';
import type { MailQueueHooks } from './types';

const HOOKS_KEY = Symbol.for('ailex.mail-queue-hooks');
const hookStore = globalThis as typeof globalThis & { [HOOKS_KEY]?: MailQueueHooks };

/**
 * The hooks a drain uses when given none: registered by the domains that queue mail needing them (the
 * newsletter registers campaign composing and bounce marking when it loads). On globalThis: route
 * handlers are separate bundles.
 */
export function registerMailQueueHooks(hooks: MailQueueHooks): void {
  const current = hookStore[HOOKS_KEY] ?? {};
  hookStore[HOOKS_KEY] = {
    compose: { ...current.compose, ...hooks.compose },
    onBounce: hooks.onBounce ?? current.onBounce,
  };
}

export function registeredHooks(): MailQueueHooks {
  return hookStore[HOOKS_KEY] ?? {};
}
