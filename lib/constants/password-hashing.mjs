// @ts-check
// Plain JavaScript: the password hasher's worker (lib/password-hash-worker.mjs) is loaded by path outside
// Next's bundle and imports it from here.

/**
 * Nice value of the hashing threads on Linux (0 the default, 19 the lowest; docs/adr/0097): the event loop
 * wins the CPU whenever it has work, so a flood of hashes never slows other requests; hashes take what it
 * leaves.
 */
export const PASSWORD_HASH_THREAD_NICE = 10;
