import 'server-only';

/**
 * Where this server process is in its life: start-up done, draining after SIGTERM. Kept on globalThis
 * because instrumentation.ts (which runs start-up and installs the SIGTERM handler) and the route
 * handlers that read it (/api/health/ready) are separate bundles with module instances of their own.
 */
interface Lifecycle {
  /** 'idle' until start-up begins: a process that never runs start-up (tests, scripts) counts as started. */
  phase: 'idle' | 'starting' | 'started' | 'failed';
  draining: boolean;
}

const KEY = Symbol.for('ailex.lifecycle');
const store = globalThis as typeof globalThis & { [KEY]?: Lifecycle };

function state(): Lifecycle {
  return (store[KEY] ??= { phase: 'idle', draining: false });
}

export function markStarting(): void {
  state().phase = 'starting';
}

export function markStarted(): void {
  state().phase = 'started';
}

export function markStartFailed(): void {
  state().phase = 'failed';
}

/** False while start-up runs or after it failed: the server must not be sent traffic yet (or ever). */
export function hasStarted(): boolean {
  const { phase } = state();
  return phase === 'idle' || phase === 'started';
}

export function markDraining(): void {
  state().draining = true;
}

export function isDraining(): boolean {
  return state().draining;
}

/** Tests only: back to a fresh process's state. */
export function resetLifecycleForTests(): void {
  store[KEY] = { phase: 'idle', draining: false };
}
