/**
 * `npm run marks:generate -- COUNT [--out FILE] [--seed N]`: writes a synthetic registry of COUNT invented,
 * realistic marks as the importer's CSV (number,mark,classes,owner,country,status,filed), streamed, for the
 * benchmark: `npm run marks:import -- FILE --source generated`. Default file: generated-marks-COUNT.csv in the
 * current directory; `--out -` writes to standard output. The same seed gives the same file.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { CSV_HEADER, csvLine, generateMarks } from '../marks/generator.ts';

const USAGE = 'usage: npm run marks:generate -- COUNT [--out FILE|-] [--seed N]';

const fail = (message: string): never => {
  console.error(`marks:generate: ${message}\n${USAGE}`);
  process.exit(2);
};

const argv = process.argv.slice(2);
let count: number | undefined;
let out: string | undefined;
let seed = 20_260_101;
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i] as string;
  if (arg === '--out') out = argv[++i] ?? fail('--out needs a file');
  else if (arg === '--seed') seed = Number(argv[++i]);
  else if (/^\d+$/.test(arg)) count = Number(arg);
  else fail(`unknown argument ${arg}`);
}
if (count === undefined || count < 1 || count > 50_000_000) fail('COUNT must be a number from 1 to 50000000');
if (!Number.isSafeInteger(seed)) fail('--seed must be an integer');
const total = count as number;
const file =
  out === '-' ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), out ?? `generated-marks-${total}.csv`);
const stream: Writable = file ? createWriteStream(file) : process.stdout;

const write = async (chunk: string) => {
  if (!stream.write(chunk)) await once(stream, 'drain');
};

const started = performance.now();
let buffer = `${CSV_HEADER}\n`;
let written = 0;
for (const record of generateMarks(total, { seed })) {
  buffer += csvLine(record);
  written++;
  if (written % 10_000 === 0) {
    await write(buffer);
    buffer = '';
  }
}
await write(buffer);
if (file)
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
const seconds = (performance.now() - started) / 1000;
console.error(`marks:generate: ${written} marks written to ${file ?? 'standard output'} in ${seconds.toFixed(1)} s`);
