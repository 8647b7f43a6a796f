import 'server-only';
import type { Language } from '@/lib/markets';

/** What a machine translation is asked for: plain text (title, summary) or HTML (the body). */
export type TextFormat = 'text' | 'html';

/**
 * A machine translation service. Its output is a draft: entries it fills stay pending and are marked
 * is_auto_translated until a person approves them.
 */
export interface MachineTranslator {
  readonly name: string;
  /** Translates English texts into `target`, in order; rejects with MachineTranslationError. */
  translate(texts: readonly string[], target: Language, format: TextFormat): Promise<string[]>;
}

/** Why a translation call failed, as far as the caller needs to tell the cases apart. */
export type MachineTranslationFailure = 'auth' | 'quota' | 'rate_limit' | 'unavailable' | 'bad_response';

export class MachineTranslationError extends Error {
  constructor(
    readonly failure: MachineTranslationFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MachineTranslationError';
  }
}
