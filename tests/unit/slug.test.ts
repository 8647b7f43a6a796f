import { slugify } from '@/lib/slug';

describe('slugify (spec.md "Article editor" slug rule)', () => {
  it.each([
    ['Duty of Competence & AI', 'duty-of-competence-ai'],
    ['  Legal   Research  ', 'legal-research'],
    ['Practice -- Management', 'practice-management'],
    ['snake_case stays', 'snake_case-stays'],
    ['Déontologie et IA', 'deontologie-et-ia'],
    ['Ethiek: AI & beroepsgeheim!', 'ethiek-ai-beroepsgeheim'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['!!!', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
