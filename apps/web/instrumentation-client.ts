import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the site's own code (Next.js's client instrumentation hook). zod compiles a fast
 * parser for each object schema as the schema is created, first probing `new Function`; the site's
 * Content-Security-Policy refuses eval (no 'unsafe-eval'), so every page creating a schema would report a violation.
 * Parsing without the compiled path is what zod does anyway when the probe fails. The server keeps the JIT.
 * Only zod's core config is imported: `import { z } from 'zod'` here put all of zod (31 KB gzip) in every page's
 * first load, pages without a form included.
 */
config({ jitless: true });
