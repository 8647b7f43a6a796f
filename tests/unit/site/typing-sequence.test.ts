import { nextTypingFrame, TYPING_START, type TypingFrame } from '@/lib/typing-sequence';
import { TYPING_SENTENCES } from '@/lib/content/site-copy';

describe('typing band sequence', () => {
  const lengths = [3, 2, 1, 2];

  it('types one character every 50 ms', () => {
    expect(nextTypingFrame({ sentence: 0, chars: 0 }, lengths)).toEqual({ frame: { sentence: 0, chars: 1 }, delayMs: 50 });
    expect(nextTypingFrame({ sentence: 0, chars: 2 }, lengths)).toEqual({ frame: { sentence: 0, chars: 3 }, delayMs: 50 });
  });

  it('pauses 1500 ms after a full sentence, then starts the next one empty', () => {
    expect(nextTypingFrame({ sentence: 0, chars: 3 }, lengths)).toEqual({ frame: { sentence: 1, chars: 0 }, delayMs: 1500 });
    expect(nextTypingFrame({ sentence: 2, chars: 1 }, lengths)).toEqual({ frame: { sentence: 3, chars: 0 }, delayMs: 1500 });
  });

  it('waits 3000 ms after the fourth sentence, then restarts at the first', () => {
    expect(nextTypingFrame({ sentence: 3, chars: 2 }, lengths)).toEqual({ frame: TYPING_START, delayMs: 3000 });
  });

  it('takes 50 ms per character plus the pauses for one full cycle', () => {
    let frame: TypingFrame = TYPING_START;
    let elapsed = 0;
    let steps = 0;
    do {
      const step = nextTypingFrame(frame, lengths);
      frame = step.frame;
      elapsed += step.delayMs;
      steps += 1;
    } while (!(frame.sentence === 0 && frame.chars === 0) && steps < 100);
    expect(elapsed).toBe(8 * 50 + 3 * 1500 + 3000);
  });

  it('has four sentences on the site', () => {
    expect(TYPING_SENTENCES).toHaveLength(4);
  });
});
