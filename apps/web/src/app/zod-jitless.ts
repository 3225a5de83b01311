import { z } from 'zod';

// zod compiles a fast parser with `new Function` where the page allows it, and probes for that when
// the first object schema is made; under our Content-Security-Policy (no 'unsafe-eval') the probe is
// refused and reported as a violation on every load. jitless skips the probe and the compiled
// parsers. Imported first by main.tsx, before any module makes a schema.
z.config({ jitless: true });
