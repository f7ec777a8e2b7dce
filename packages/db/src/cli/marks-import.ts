/**
 * `npm run marks:import -- FILE [FILE...] [--source generated]`: imports trademark registry files (CSV with the
 * header number,mark,classes,owner,country,status,filed; USPTO trademark daily XML; EUIPO TM-XML ST.66, told apart
 * by their content) into the marks table of the settings' database: DATABASE_URL, else the running embedded
 * PostgreSQL of DATA_DIR, else one started for the run. Upserts by office and number (a second import of the same
 * file changes nothing), shows progress on stderr (a bar on a terminal, a line every few seconds otherwise), reports
 * each bad record with its file and line and goes on, and ends with a summary. Imported marks are searchable at once.
 *
 * Exit status: 0 when every file was read (bad records are reported, not fatal), 1 when a file could not be read
 * or the database could not be opened, 2 for a usage error.
 */
import path from 'node:path';
import cliProgress from 'cli-progress';
import { openToolDatabase } from '../marks/connect.ts';
import { type ImportSummary, importMarks } from '../marks/import.ts';
import { recordImport } from '../marks/import-log.ts';
import { databaseSettings } from '../settings.ts';

const USAGE = 'usage: npm run marks:import -- FILE [FILE...] [--source import|generated]';

const parseArgs = (argv: string[]) => {
  const files: string[] = [];
  let source: 'import' | 'generated' = 'import';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--source') {
      const value = argv[++i];
      if (value !== 'import' && value !== 'generated') throw new Error(`--source must be import or generated`);
      source = value;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}`);
    } else files.push(path.resolve(process.env.INIT_CWD ?? process.cwd(), arg));
  }
  if (files.length === 0) throw new Error('no file given');
  return { files, source };
};

const line = (s: ImportSummary) =>
  `read ${s.read}, inserted ${s.inserted}, updated ${s.updated}, unchanged ${s.unchanged}, bad ${s.bad}` +
  (s.skipped ? `, skipped ${s.skipped} without words` : '');

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`marks:import: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

const tty = process.stderr.isTTY === true;
const bars = tty
  ? new cliProgress.MultiBar(
      {
        stream: process.stderr,
        format: ' {file} [{bar}] {percentage}% | {read} read, {bad} bad | {rate} marks/s',
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    )
  : undefined;
let bar: cliProgress.SingleBar | undefined;
let barFile = '';
let lastLine = 0;
const report = (text: string) => {
  if (bars) bars.log(`${text}\n`);
  else console.error(text);
};

try {
  const database = await openToolDatabase(databaseSettings(), { max: 2 });
  try {
    console.error(`marks:import: ${database.how} database at ${database.where}`);
    const runImport = () =>
      importMarks(database.pool, args.files, {
        source: args.source,
        onBad: (file, at, reason) => report(`${path.basename(file)}:${at}: ${reason}`),
        onFileError: (file, reason) => report(`${path.basename(file)}: not imported: ${reason}`),
        onProgress: ({ file, bytes, size, summary }) => {
          const rate =
            summary.seconds > 0
              ? Math.round((summary.inserted + summary.updated + summary.unchanged) / summary.seconds)
              : 0;
          const payload = { file: path.basename(file), read: summary.read, bad: summary.bad, rate };
          if (bars) {
            if (barFile !== file) {
              bar?.update(bar.getTotal(), payload);
              bar = bars.create(Math.max(size, 1), bytes, payload);
              barFile = file;
            } else bar?.update(bytes, payload);
          } else if (Date.now() - lastLine > 5_000) {
            lastLine = Date.now();
            const percent = size ? ` (${Math.round((bytes / size) * 100)}%)` : '';
            console.error(`marks:import: ${payload.file}${percent}: ${line(summary)}; ${rate} marks/s`);
          }
        },
      });
    // An office's real files are recorded in mark_imports (the generated bench registry is not an import).
    const summary =
      (args.source ?? 'import') === 'import'
        ? (
            await recordImport(
              database.pool,
              {
                trigger: 'command',
                origin: args.files
                  .map((f) => path.basename(f))
                  .join(', ')
                  .slice(0, 2000),
              },
              async () => ({ files: args.files.map((f) => path.basename(f)), summary: await runImport() }),
            )
          ).summary
        : await runImport();
    if (bar) bar.update(bar.getTotal());
    bars?.stop();
    const rate = summary.seconds > 0 ? Math.round((summary.read - summary.bad - summary.skipped) / summary.seconds) : 0;
    console.log(
      `marks:import: ${line(summary)} in ${summary.seconds.toFixed(1)} s (${rate} marks/s)` +
        (summary.failedFiles ? `; ${summary.failedFiles} file(s) not imported` : ''),
    );
    if (summary.failedFiles) process.exitCode = 1;
  } finally {
    bars?.stop();
    await database.close();
  }
} catch (error) {
  bars?.stop();
  console.error(`marks:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
