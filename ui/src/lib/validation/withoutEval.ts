import { z } from 'zod';

// Imported first by each page's entry, before any schema is made: zod probes `new Function` when
// its first object schema is created, and the page's content security policy (no 'unsafe-eval')
// makes the browser report that probe as a violation even though zod catches it.
z.config({ jitless: true });
