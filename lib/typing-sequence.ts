import { TYPING_CHAR_MS, TYPING_RESET_MS, TYPING_SENTENCE_PAUSE_MS } from '@/lib/constants';

/** Where the typing band is: which sentence, and how many of its characters are shown. */
export interface TypingFrame {
  sentence: number;
  chars: number;
}

export const TYPING_START: TypingFrame = { sentence: 0, chars: 0 };

/**
 * The frame after `frame` and how long to wait before showing it (SPEC 4): one character every
 * 50 ms; 1500 ms after a finished sentence, then the next one starts empty; after the last sentence
 * 3000 ms, then back to the first.
 */
export function nextTypingFrame(frame: TypingFrame, sentenceLengths: readonly number[]): { frame: TypingFrame; delayMs: number } {
  const length = sentenceLengths[frame.sentence] ?? 0;
  if (frame.chars < length) {
    return { frame: { sentence: frame.sentence, chars: frame.chars + 1 }, delayMs: TYPING_CHAR_MS };
  }
  const isLast = frame.sentence >= sentenceLengths.length - 1;
  return isLast
    ? { frame: TYPING_START, delayMs: TYPING_RESET_MS }
    : { frame: { sentence: frame.sentence + 1, chars: 0 }, delayMs: TYPING_SENTENCE_PAUSE_MS };
}
