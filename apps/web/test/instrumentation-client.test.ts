import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * instrumentation-client.ts turns zod's JIT off in the browser without importing zod (it sets zod's global
 * configuration object before zod loads). Checked in a fresh Node process, as a page would run it: the file first,
 * then zod, then a schema created and parsed, counting every use of `Function` (the JIT's probe and compiler,
 * which the site's CSP reports as eval).
 */

const WEB = path.resolve(import.meta.dirname, '..');

const run = (withInstrumentation: boolean): { jitless: boolean; evals: number } => {
  const script = `
    ${withInstrumentation ? "await import('./instrumentation-client.ts');" : ''}
    let evals = 0;
    const Original = globalThis.Function;
    globalThis.Function = new Proxy(Original, {
      construct: (target, args) => { evals += 1; return Reflect.construct(target, args); },
      apply: (target, self, args) => { evals += 1; return Reflect.apply(target, self, args); },
    });
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    schema.parse({ name: 'a', tags: [{ id: 1 }] });
    schema.parse({ name: 'b', tags: [] });
    globalThis.Function = Original;
    console.log(JSON.stringify({ jitless: z.config().jitless === true, evals }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: WEB,
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
};

describe('instrumentation-client.ts', () => {
  it('sets zod jitless before zod loads: no eval when schemas are created and parsed', () => {
    expect(run(true)).toEqual({ jitless: true, evals: 0 });
  });

  it('is what keeps eval away (zod alone probes and compiles with Function)', () => {
    const alone = run(false);
    expect(alone.jitless).toBe(false);
    expect(alone.evals).toBeGreaterThan(0);
  });
});
