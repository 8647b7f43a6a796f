import { standingOf, statusChoice } from '@/components/admin/articles/revision-restore-dialog';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const past = '2026-11-01T09:00:00Z';
const future = '2026-12-24T09:00:00Z';

describe('what the restore dialog says a status restore does (issue 33 point 4)', () => {
  it('tells live, scheduled, draft and archived apart', () => {
    expect(standingOf({ status: 'published', published_at: past }, NOW)).toBe('live');
    expect(standingOf({ status: 'published', published_at: future }, NOW)).toBe('scheduled');
    expect(standingOf({ status: 'draft', published_at: null }, NOW)).toBe('draft');
    expect(standingOf({ status: 'archived', published_at: past }, NOW)).toBe('archived');
  });

  it.each([
    [{ status: 'draft', published_at: null }, 'live', 'Draft: takes the article off the site'],
    [{ status: 'draft', published_at: null }, 'scheduled', 'Draft: cancels its scheduled publication'],
    [{ status: 'archived', published_at: past }, 'draft', 'Archived: the article stays off the site'],
    [{ status: 'published', published_at: past }, 'draft', 'Published: puts the article on the site at once'],
    [
      { status: 'published', published_at: future },
      'live',
      /^Scheduled for .+: takes the article off the site until then$/,
    ],
    [
      { status: 'published', published_at: future },
      'draft',
      /^Scheduled for .+: the article goes live then$/,
    ],
  ] as const)('%j over a %s article: %s', (revision, current, text) => {
    const said = statusChoice(revision, current, NOW);
    if (typeof text === 'string') expect(said).toBe(text);
    else expect(said).toMatch(text);
  });
});
