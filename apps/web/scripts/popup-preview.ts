/**
 * `npm run popup:preview -- ID [--hours N]`: a link that shows pop-up ID on its brand's site whatever its dates or
 * switch, for N hours (24 unless given, 336 at most), for an operator to check a campaign before it goes live. Only
 * live pop-ups are public (issue 22); the link's token is signed for this pop-up and brand and expires.
 *
 * The database is the site's (DATABASE_URL, else the embedded one of DATA_DIR, running or started for the command);
 * the brand's origin is SITE_ORIGINS's, else its first host (as the site's canonical links). The link goes to
 * stdout, what it opens to stderr. Exit status: 0 printed, 1 no such pop-up or no database, 2 a usage error.
 */
import { openToolDatabase } from '@site/db/marks/connect';
import { databaseSettings } from '@site/db/settings';
import { makePopupPreview, PREVIEW_HOURS } from '@site/gateway/popup-preview';
import { PREVIEW_PARAM, PREVIEW_TOKEN_PARAM } from '../src/features/promotions/rules.ts';
import { parseSettings } from '../src/settings.ts';

const USAGE = `usage: npm run popup:preview -- ID [--hours N]   (N: 1-${PREVIEW_HOURS.longest}, default ${PREVIEW_HOURS.default})`;

const parseArgs = (argv: string[]) => {
  let id: number | undefined;
  let hours: number = PREVIEW_HOURS.default;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--hours') {
      hours = Number(argv[++i]);
      if (!Number.isInteger(hours) || hours < 1 || hours > PREVIEW_HOURS.longest) {
        throw new Error(`--hours must be a whole number from 1 to ${PREVIEW_HOURS.longest}`);
      }
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (/^\d{1,10}$/.test(arg) && id === undefined && Number(arg) > 0) id = Number(arg);
    else throw new Error(`unexpected argument ${arg}`);
  }
  if (id === undefined) throw new Error('no pop-up id given');
  return { id, hours };
};

let args: ReturnType<typeof parseArgs>;
let origins: ReturnType<typeof parseSettings>['siteOrigins'];
try {
  args = parseArgs(process.argv.slice(2));
  origins = parseSettings(process.env).siteOrigins;
} catch (error) {
  console.error(`popup:preview: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

try {
  const database = await openToolDatabase(databaseSettings(), { max: 1 });
  try {
    const preview = await makePopupPreview(database.db, args.id, args.hours);
    if (!preview) {
      console.error(`popup:preview: there is no pop-up ${args.id}`);
      process.exitCode = 1;
    } else {
      const origin = origins[preview.platform as keyof typeof origins];
      const query = new URLSearchParams({ [PREVIEW_PARAM]: String(preview.id), [PREVIEW_TOKEN_PARAM]: preview.token });
      console.error(
        `pop-up ${preview.id} of brand ${preview.platform} (${preview.title ?? 'no title'}), ` +
          `${preview.live ? 'live now' : 'not live now'}; the link opens it until ${preview.expiresAt.toISOString()}`,
      );
      console.log(origin ? `${origin}/?${query}` : `/?${query} (no site origin for brand ${preview.platform})`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`popup:preview: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
