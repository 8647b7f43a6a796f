'use client';

import { useEffect, useState } from 'react';
import { nextTypingFrame, TYPING_START, type TypingFrame } from '@/lib/typing-sequence';

/**
 * Types the sentences one character every 50 ms, pauses 1500 ms after each, and starts over 3000 ms
 * after the last (timing in lib/typing-sequence.ts). Screen readers get the sentences as plain text.
 */
export function TypingText({ sentences }: { sentences: readonly string[] }) {
  const [frame, setFrame] = useState<TypingFrame>(TYPING_START);

  useEffect(() => {
    const lengths = sentences.map((s) => s.length);
    const { frame: next, delayMs } = nextTypingFrame(frame, lengths);
    const timer = window.setTimeout(() => setFrame(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [frame, sentences]);

  const text = (sentences[frame.sentence] ?? '').slice(0, frame.chars);
  return (
    <>
      <span className="sr-only">{sentences.join(' ')}</span>
      <span aria-hidden="true" data-testid="typing-text">
        {text}
        <span className="site-caret ml-0.5 inline-block w-[2px] bg-current align-middle">&nbsp;</span>
      </span>
    </>
  );
}
