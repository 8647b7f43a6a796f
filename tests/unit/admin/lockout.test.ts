import { accountLock, addressLock, lockoutLookback } from '@/lib/server/auth';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
let nextId = 0;
const fails = (minutes: number[]) => minutes.map((m) => ({ id: ++nextId, at: at(m) }));
const hours = (h: number) => h * 60;

describe('addressLock', () => {
  it('is not locked with fewer than 5 failures', () => {
    expect(addressLock(fails([0, 1, 2, 3]), at(4)).until).toBeNull();
  });

  it('locks for 15 minutes from the 5th failure within 15 minutes, reported by that failure', () => {
    const failures = fails([0, 1, 2, 3, 4]);
    expect(addressLock(failures, at(4))).toEqual({ until: at(19), trips: 1, trippedBy: failures[4]!.id });
    expect(addressLock(failures, at(18.9)).until).toEqual(at(19));
    expect(addressLock(failures, at(19)).until).toBeNull();
  });

  it('does not lock when 5 failures span more than 15 minutes', () => {
    expect(addressLock(fails([0, 4, 8, 12, 16]), at(16)).until).toBeNull();
  });

  it('counts the window at its edge: exactly 15 minutes apart still locks', () => {
    expect(addressLock(fails([0, 5, 10, 14, 15]), at(15)).until).toEqual(at(30));
  });

  it('does not let failures inside a lock extend it, and counts afresh after it', () => {
    expect(addressLock(fails([0, 1, 2, 3, 4, 10]), at(11)).until).toEqual(at(19));
    const again = fails([0, 1, 2, 3, 4, 20, 21, 22, 23, 24]);
    expect(addressLock(again, at(24))).toMatchObject({ until: at(39), trips: 2, trippedBy: again[9]!.id });
  });
});

describe('accountLock', () => {
  const burst = (start: number) => Array.from({ length: 50 }, (_, i) => start + i * 0.1);

  it('trips at the 50th failure within 15 minutes, not the 49th', () => {
    expect(accountLock(fails(burst(0).slice(0, 49)), at(5)).until).toBeNull();
    expect(accountLock(fails(burst(0)), at(5)).until).toEqual(at(4.9 + 15));
  });

  it('doubles the lock with every trip, capped at 24 hours', () => {
    let minutes: number[] = [];
    let start = 0;
    const lengths: number[] = [];
    for (let trip = 1; trip <= 9; trip++) {
      minutes = [...minutes, ...burst(start)];
      const end = accountLock(fails(minutes), at(start + 5)).until!;
      const last = start + 4.9;
      lengths.push(Math.round((end.getTime() - at(last).getTime()) / 60_000));
      start = (end.getTime() - t0.getTime()) / 60_000;
    }
    expect(lengths).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
  });

  it('looks back over the trip memory (48 hours) and one window', () => {
    expect(lockoutLookback(at(hours(48) + 15))).toEqual(at(0));
  });
});
