import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectEmbeddedServer } from '@site/db/embedded';
import { freePort } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const childScript = fileURLToPath(new URL('./fixtures/runtime-child.ts', import.meta.url));

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** Starts the fixture and resolves with its ready line. */
const startChild = (dataDir: string, port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, String(port)], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready .*/.exec(output);
      if (match) resolve(match[0]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`child exited early (${code ?? signal}): ${output}`)));
  });
  return { child, ready };
};

describe('the runtime of the entry points', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-gateway-runtime-test-'));
    // Reachable by the postgres user the server runs as when we are root.
    await fs.chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds and serves; SIGTERM and SIGINT stop the database and exit 0', async () => {
    const port = await freePort();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { child, ready } = startChild(dataDir, port);
      expect(await ready).toBe('ready 200 embedded registry={"coverage":[],"importSchedule":null}');
      expect((await inspectEmbeddedServer(dataDir)).state).toBe('running');
      child.kill(signal);
      expect(await exitOf(child)).toEqual({ code: 0, signal: null });
      expect((await inspectEmbeddedServer(dataDir)).state).toBe('none');
    }
    // Two full starts (initdb, migrations, seed: the sample registry's 3,050 marks are keyed at every start for the
    // seed's version): a bound for a hang, not a speed check, on a busy 2-core machine.
  }, 180_000);
});
