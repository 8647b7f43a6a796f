'use client';

import { useEffect } from 'react';
import { scrollToHashSoon } from './scroll';

/** On arrival at a landing page with #section (e.g. from the header on /login), scroll there 100 ms later. */
export function HashScroll() {
  useEffect(() => scrollToHashSoon(), []);
  return null;
}
