import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table of rows that belong to a brand and a language and can be hidden (archived) from the public site. */
interface BrandContent {
  platform: AnyPgColumn;
  lang: AnyPgColumn;
  archived: AnyPgColumn;
}

/** The rows the public sees of a brand in a language: that brand's, in that language, not archived. */
export const shownIn = (table: BrandContent, platform: string, lang: string) =>
  and(eq(table.platform, platform), eq(table.lang, lang), eq(table.archived, false)) as SQL;
