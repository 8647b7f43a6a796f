import 'server-only';

/*
 * Translations: translation keys, their entries per language, and the machine translator that
 * pre-fills new entries. Every function takes a db or transaction first: the use-cases that combine
 * them with articles live in lib/server/publishing.
 */

export { translationKeyExists } from './translation-keys';
export {
  deleteTranslationKeys,
  findKeyIds,
  findTranslationById,
  insertMissingTranslations,
  listTranslationsByKeys,
  markKeyPending,
  renameTranslationKey,
  slugTranslationClaimed,
  updateTranslationRow,
  upsertTranslationKey,
  type TranslationRecord,
} from './repository';
export { prefillTranslations, type NewTranslationEntry } from './prefill';
export { createDeeplTranslator, deeplBaseUrl, deeplUsage } from './deepl';
export { MachineTranslationError } from './machine-translator';
