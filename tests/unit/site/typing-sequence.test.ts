import { TYPING_SENTENCE_COUNT } from '@/lib/constants/site';
import { typingCycleMs, typingFrameAt } from '@/lib/typing-sequence';
import { TYPING_SENTENCES } from '@/lib/content/site-copy';

describe('typing band timing', () => {
  // Four sentences of 3, 2, 1 and 2 characters.
  const lengths = [3, 2, 1, 2];

  it('shows one more character every 50 ms', () => {
    expect(typingFrameAt(0, lengths)).toEqual({ sentence: 0, chars: 0 });
    expect(typingFrameAt(49, lengths)).toEqual({ sentence: 0, chars: 0 });
    expect(typingFrameAt(50, lengths)).toEqual({ sentence: 0, chars: 1 });
    expect(typingFrameAt(149, lengths)).toEqual({ sentence: 0, chars: 2 });
    expect(typingFrameAt(150, lengths)).toEqual({ sentence: 0, chars: 3 });
  });

  it('holds a finished sentence for 1500 ms, then starts the next one empty', () => {
    expect(typingFrameAt(150 + 1499, lengths)).toEqual({ sentence: 0, chars: 3 });
    expect(typingFrameAt(150 + 1500, lengths)).toEqual({ sentence: 1, chars: 0 });
    expect(typingFrameAt(150 + 1500 + 100, lengths)).toEqual({ sentence: 1, chars: 2 });
  });

  it('holds the fourth sentence for 3000 ms, then restarts with the first', () => {
    // Sentence 4 is complete at 3 × 50 + 1500 + 2 × 50 + 1500 + 1 × 50 + 1500 + 2 × 50.
    const lastComplete = 150 + 1500 + 100 + 1500 + 50 + 1500 + 100;
    expect(typingFrameAt(lastComplete, lengths)).toEqual({ sentence: 3, chars: 2 });
    expect(typingFrameAt(lastComplete + 2999, lengths)).toEqual({ sentence: 3, chars: 2 });
    expect(typingFrameAt(lastComplete + 3000, lengths)).toEqual({ sentence: 0, chars: 0 });
    expect(typingFrameAt(lastComplete + 3050, lengths)).toEqual({ sentence: 0, chars: 1 });
  });

  it('has a cycle of every character at 50 ms, three 1500 ms pauses and the 3000 ms reset', () => {
    expect(typingCycleMs(lengths)).toBe(8 * 50 + 3 * 1500 + 3000);
    expect(typingFrameAt(typingCycleMs(lengths) * 5 + 50, lengths)).toEqual({ sentence: 0, chars: 1 });
  });

  it('has four sentences on the site', () => {
    expect(TYPING_SENTENCES).toHaveLength(TYPING_SENTENCE_COUNT);
  });
});
