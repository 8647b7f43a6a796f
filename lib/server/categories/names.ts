import 'server-only';
import type { Language } from '@/lib/markets';

/** A category's names: the (English) name, and its French and Dutch names when the team has set them. */
export interface CategoryNames {
  name: string;
  nameFr: string | null;
  nameNl: string | null;
}

/** The category's name in `language`: its fr or nl name when set, else the (English) name. */
export function categoryNameIn(language: Language, names: CategoryNames): string {
  const localized = language === 'fr' ? names.nameFr : language === 'nl' ? names.nameNl : null;
  return localized || names.name;
}
