/**
 * npm run soak: the load and crash test (issue 11, item 7; scripts/soak-harness.ts says what it does). Mixed traffic
 * at a fixed rate for a fixed time while the server is killed with SIGKILL and restarted; then every acknowledged
 * write must be in the database exactly once, nothing more than once, and no request outside the kill windows may
 * have failed. Exits 1 when a check fails.
 *
 * Settings: SOAK_SECONDS (default 120), SOAK_RATE (requests/s, default 40), SOAK_KILLS (default 4), SOAK_MODE (auto:
 * the full server when apps/web holds a production build, else the gateway alone; or web, gateway), SOAK_PORT
 * (default 4610), SOAK_PG_PORT (default 54610), SOAK_KILL_KINDS (which kills take turns: group, server, database;
 * default all three).
 */
import { KILL_ORDER, type KillKind, runSoak, type SoakMode } from './soak-harness.ts';

const number = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

const modeSetting = process.env.SOAK_MODE?.trim() || 'auto';
if (!['auto', 'web', 'gateway'].includes(modeSetting)) throw new Error('SOAK_MODE must be auto, web or gateway');

/** SOAK_KILL_KINDS: a comma list of group, server, database (default all three, in that order). */
const KILL_WORDS: Record<string, KillKind> = {
  group: 'process group',
  server: 'server only',
  database: 'database only',
};
const killKinds = (process.env.SOAK_KILL_KINDS?.trim() || 'group,server,database').split(',').map((word) => {
  const kind = KILL_WORDS[word.trim()];
  if (!kind) throw new Error(`SOAK_KILL_KINDS: "${word}" is not one of group, server, database`);
  return kind;
});

const result = await runSoak({
  seconds: number('SOAK_SECONDS', 120, 5, 86_400),
  rate: number('SOAK_RATE', 40, 1, 2_000),
  kills: Math.round(number('SOAK_KILLS', 4, 0, 1_000)),
  killKinds: killKinds.length > 0 ? killKinds : KILL_ORDER,
  mode: modeSetting as SoakMode | 'auto',
  port: Math.round(number('SOAK_PORT', 4610, 1024, 65_535)),
  pgPort: Math.round(number('SOAK_PG_PORT', 54610, 1024, 65_535)),
});
process.exit(result.ok ? 0 : 1);
