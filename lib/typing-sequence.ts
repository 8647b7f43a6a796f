import { TYPING_CHAR_MS, TYPING_RESET_MS, TYPING_SENTENCE_PAUSE_MS } from '@/lib/constants/site';

/** Where the typing band is: which sentence, and how many of its characters are shown. */
export interface TypingFrame {
  sentence: number;
  chars: number;
}

/** Length of one full cycle: every character, a pause after each sentence but the last, then the reset wait. */
export function typingCycleMs(sentenceLengths: readonly number[]): number {
  const typing = sentenceLengths.reduce((sum, n) => sum + n * TYPING_CHAR_MS, 0);
  return typing + Math.max(0, sentenceLengths.length - 1) * TYPING_SENTENCE_PAUSE_MS + TYPING_RESET_MS;
}

/**
 * What the typing band shows `elapsedMs` after it started (spec.md "Landing pages"): one more character every 50 ms;
 * a finished sentence stays 1500 ms, then the next starts empty; the last stays 3000 ms, then the
 * cycle restarts with the first. A function of time, not of how many timers have fired, so a
 * throttled background tab catches up instead of drifting.
 */
export function typingFrameAt(elapsedMs: number, sentenceLengths: readonly number[]): TypingFrame {
  if (sentenceLengths.length === 0) return { sentence: 0, chars: 0 };
  let t = Math.max(0, elapsedMs) % typingCycleMs(sentenceLengths);
  for (let i = 0; i < sentenceLengths.length; i++) {
    const length = sentenceLengths[i] ?? 0;
    const typing = length * TYPING_CHAR_MS;
    const hold = i === sentenceLengths.length - 1 ? TYPING_RESET_MS : TYPING_SENTENCE_PAUSE_MS;
    if (t < typing) return { sentence: i, chars: Math.floor(t / TYPING_CHAR_MS) };
    if (t < typing + hold) return { sentence: i, chars: length };
    t -= typing + hold;
  }
  return { sentence: 0, chars: 0 };
}
