/**
 * Runs in the browser before the site's own code (Next.js's client instrumentation hook). zod compiles a fast
 * parser for each object schema as the schema is created, first probing `new Function`; the site's
 * Content-Security-Policy refuses eval (no 'unsafe-eval'), so every page creating a schema would report a violation.
 * Parsing without the compiled path is what zod does anyway when the probe fails. The server keeps the JIT.
 *
 * zod keeps its global configuration in `globalThis.__zod_globalConfig` and takes the object it finds there
 * (zod/v4/core/core.js: `globalThis.__zod_globalConfig ??= {}`, shared by every copy of zod a page loads), so
 * setting `jitless` there before any zod module runs is `config({ jitless: true })` without loading zod: no byte
 * of zod is in a page's first load, and every later chunk that brings zod (forms, the gateway client) finds the
 * setting. test/instrumentation-client.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
