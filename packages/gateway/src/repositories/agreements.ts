import type { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { agreements } from '@site/db/schema';
import { and, desc, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDay } from './artificial-requests.ts';
import { shownIn } from './shown.ts';

type AgreementWire = z.infer<typeof businessExtra.agreementWire>;

/**
 * The newest version in effect (effective date today or earlier, China time) of each requested agreement type of
 * the brand in its language, in the order asked; a type the brand does not have is left out.
 */
export const newestAgreements = async (
  db: Database,
  platform: string,
  lang: string,
  types: readonly string[],
  now = new Date(),
): Promise<AgreementWire[]> => {
  const wanted = [...new Set(types)];
  const rows = await db
    .selectDistinctOn([agreements.agreementType])
    .from(agreements)
    .where(
      and(
        shownIn(agreements, platform, lang),
        inArray(agreements.agreementType, wanted),
        lte(agreements.effectiveDate, chinaDay(now)),
      ),
    )
    .orderBy(agreements.agreementType, desc(agreements.effectiveDate), desc(agreements.id));
  const byType = new Map(rows.map((row) => [row.agreementType, row]));
  return wanted.flatMap((type) => {
    const row = byType.get(type);
    return row
      ? [
          {
            id: row.id,
            agreementType: row.agreementType,
            title: row.title,
            version: row.version,
            content: row.content,
            effectiveDate: row.effectiveDate,
          },
        ]
      : [];
  });
};
