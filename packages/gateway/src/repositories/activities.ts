import { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { activityItems, activityPages } from '@site/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { listProducts } from './products.ts';
import { shownIn } from './shown.ts';

type Year3PageWire = z.infer<typeof businessExtra.year3PageWire>;
type ActivityStatus = Year3PageWire['status'];
type ActivityKind = (typeof businessExtra.ActivityKind)[number];

/** At most this many products are listed per activity. */
const PRODUCTS_PER_ACTIVITY = 6;

/** Not started 0, processing 1, over 2 (spec section 4), from a start and an end. */
export const activityStatus = (start: Date, end: Date, now: Date): ActivityStatus =>
  now < start ? 0 : now > end ? 2 : 1;

const isActivityKind = (kind: string): kind is ActivityKind =>
  (businessExtra.ActivityKind as readonly string[]).includes(kind);

/**
 * An activity page of the brand in its language ('year3': the anniversary) with its status and activities, each
 * with its own status (its dates, else the page's; never running outside the page's) and its products; null when
 * the brand has none or it is switched off. An activity of an unknown kind (an operator's typo) is left out and
 * `log` says so.
 */
export const activityPage = async (
  db: Database,
  platform: string,
  lang: string,
  key: string,
  now = new Date(),
  log: (message: string) => void = () => {},
): Promise<Year3PageWire | null> => {
  const [page] = await db
    .select()
    .from(activityPages)
    .where(and(shownIn(activityPages, platform, lang), eq(activityPages.key, key), eq(activityPages.enabled, true)));
  if (!page) return null;
  const items = await db
    .select()
    .from(activityItems)
    .where(eq(activityItems.pageId, page.id))
    .orderBy(asc(activityItems.sort), asc(activityItems.id));
  const pageStatus = activityStatus(page.startAt, page.endAt, now);
  const activities: Year3PageWire['activities'] = [];
  for (const item of items) {
    const { kind } = item;
    if (!isActivityKind(kind)) {
      log(`[gateway] activity_items ${item.id} has an unknown kind; left out`);
      continue;
    }
    const ownStatus = activityStatus(item.startAt ?? page.startAt, item.endAt ?? page.endAt, now);
    const status: ActivityStatus = pageStatus === 1 ? ownStatus : pageStatus;
    const products = item.serviceTypes?.length
      ? await listProducts(
          db,
          { serviceTypes: item.serviceTypes, ...(item.countries?.length ? { countries: item.countries } : {}) },
          lang,
        )
      : [];
    activities.push({
      activityKind: kind,
      title: item.title,
      description: item.description,
      status,
      linkUrl: item.linkUrl,
      products: products.slice(0, PRODUCTS_PER_ACTIVITY),
    });
  }
  return {
    status: pageStatus,
    startTime: page.startAt.toISOString(),
    endTime: page.endAt.toISOString(),
    activities,
  };
};
