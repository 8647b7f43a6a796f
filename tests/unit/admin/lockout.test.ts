import { lockedUntil, lockoutLookback } from '@/lib/server/auth/lockout';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('lockedUntil', () => {
  it('is not locked with fewer than 5 failures', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3)], at(4))).toBeNull();
  });

  it('locks for 15 minutes from the 5th failure within 15 minutes', () => {
    const failures = [at(0), at(1), at(2), at(3), at(4)];
    expect(lockedUntil(failures, at(4))).toEqual(at(19));
    expect(lockedUntil(failures, at(18.9))).toEqual(at(19));
    expect(lockedUntil(failures, at(19))).toBeNull();
  });

  it('does not lock when 5 failures span more than 15 minutes', () => {
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(16)], at(16))).toBeNull();
  });

  it('counts the window at its edge: exactly 15 minutes apart still locks', () => {
    expect(lockedUntil([at(0), at(5), at(10), at(14), at(15)], at(15))).toEqual(at(30));
  });

  it('takes the latest lock when several windows qualify', () => {
    const failures = [at(0), at(1), at(2), at(3), at(4), at(10)];
    expect(lockedUntil(failures, at(11))).toEqual(at(25));
  });

  it('looks back far enough to see every failure that can still lock', () => {
    expect(lockoutLookback(at(30))).toEqual(at(0));
  });
});
