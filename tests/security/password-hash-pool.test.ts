import path from 'node:path';
import bcrypt from 'bcryptjs';
import { PASSWORD_HASH_MAX_THREADS } from '@/lib/constants/auth';
import { PasswordHashPool, passwordHashThreads } from '@/lib/server/tasks/password-hash-pool';

const DYING_WORKER = path.join(process.cwd(), 'tests', 'helpers', 'dying-password-worker.mjs');

/** Issue 36 point 4 (docs/adr/0097): the threads that hash passwords, away from the event loop. */
describe('the password hashing pool', () => {
  it('leaves one core to the event loop, runs at least one thread and at most PASSWORD_HASH_MAX_THREADS', () => {
    expect(passwordHashThreads(1)).toBe(1);
    expect(passwordHashThreads(2)).toBe(1);
    expect(passwordHashThreads(3)).toBe(2);
    expect(passwordHashThreads(64)).toBe(PASSWORD_HASH_MAX_THREADS);
  });

  it('answers every queued job in turn on a single thread', async () => {
    const pool = new PasswordHashPool(1);
    const hash = bcrypt.hashSync('Queued1', 4);
    const answers = await Promise.all(
      ['Queued1', 'Queued2', 'Queued1'].map((password) => pool.run({ op: 'compare', password, hash })),
    );
    expect(answers).toEqual([true, false, true]);
  });

  it('loses only the job of a thread that dies; the jobs queued behind it get a fresh thread', async () => {
    const pool = new PasswordHashPool(1, DYING_WORKER);
    const hash = bcrypt.hashSync('Survivor1', 4);
    const dying = pool.run({ op: 'compare', password: 'die', hash });
    const next = pool.run({ op: 'compare', password: 'Survivor1', hash });
    await expect(dying).rejects.toThrow();
    await expect(next).resolves.toBe(true);
  });
});
