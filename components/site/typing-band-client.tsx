'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { TYPING_CHAR_MS } from '@/lib/constants/site';
import { typingFrameAt, type TypingFrame } from '@/lib/typing-sequence';

/**
 * Types the sentences one character every 50 ms, holds each 1500 ms and starts over 3000 ms after the
 * last (timing in lib/typing-sequence.ts). Screen readers get the sentences once, as plain text; with
 * prefers-reduced-motion the first sentence stands still.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function TypingText({ sentences }: { sentences: readonly string[] }) {
  const [frame, setFrame] = useState<TypingFrame>({ sentence: 0, chars: 0 });
  // Text that keeps changing on its own is a distraction some people opt out of: show one sentence, still.
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

  useEffect(() => {
    if (reducedMotion) return;
    const lengths = sentences.map((s) => s.length);
    const start = Date.now();
    const timer = window.setInterval(() => {
      const next = typingFrameAt(Date.now() - start, lengths);
      setFrame((prev) => (prev.sentence === next.sentence && prev.chars === next.chars ? prev : next));
    }, TYPING_CHAR_MS);
    return () => window.clearInterval(timer);
  }, [sentences, reducedMotion]);

  const text = reducedMotion ? (sentences[0] ?? '') : (sentences[frame.sentence] ?? '').slice(0, frame.chars);
  return (
    <>
      <span className="sr-only">{sentences.join(' ')}</span>
      <span aria-hidden="true" data-testid="typing-text" data-sentence={reducedMotion ? 0 : frame.sentence}>
        {text}
        <span className="site-caret ml-0.5 inline-block w-[2px] bg-current align-middle">&nbsp;</span>
      </span>
    </>
  );
}
