/**
 * One category as the categories API answers it (spec.md "Other shapes", 'Category'): isomorphic, so
 * lib/server/categories returns it and the categories screen renders it from one declaration.
 */
export interface Category {
  id: string;
  name: string;
  /** The name on French and Dutch pages (issue 25); null: `name` is shown there. */
  nameFr: string | null;
  nameNl: string | null;
  slug: string;
  description: string | null;
  color: string;
}
