import { routeGroup } from '@/lib/server/http/request-path';

describe('the route group requests are counted by', () => {
  it('counts job runs (/api/cron) apart from the public API, whose latency they would skew (ADR 0107)', () => {
    expect(routeGroup('/api/cron/due')).toBe('cron');
    expect(routeGroup('/api/cron/backup')).toBe('cron');
    expect(routeGroup('/api/blog/markets')).toBe('public_api');
    expect(routeGroup('/api/admin/jobs')).toBe('admin_api');
    expect(routeGroup('/api/metrics')).toBe('metrics');
  });
});
