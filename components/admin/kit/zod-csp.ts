import { z } from 'zod';

// Zod 4 probes `new Function` once to compile fast object parsers. The portal's nonce CSP forbids eval,
// and the browser reports the probe as a violation even though Zod catches the refusal: in the browser,
// where the portal's forms and answers are parsed, Zod runs without that probe (slightly slower parsing
// of small objects). Route handlers keep the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });
