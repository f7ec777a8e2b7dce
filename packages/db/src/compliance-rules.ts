/**
 * The compliance rules' versions in the database (schema/compliance.ts): the hash every version carries, and the
 * seed's first version (the code table of @site/compliance, written once, when the table is empty).
 */
import { createHash } from 'node:crypto';
import { RULES, RULES_VERSION } from '@site/compliance';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { complianceRuleVersions } from './schema/compliance.ts';

/** A rules list's hash: the first 16 hex digits of SHA-256 over its JSON (the code table's is in versions.ts). */
export const rulesHashOf = (rules: unknown): string =>
  createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16);

/** Who the seed's first version names. */
export const CODE_TABLE_AUTHOR = '初始规则表';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the code table as the first published version when no version exists at all. Once the database holds
 * versions it owns the rules: a later code table is not written over what the back office published.
 */
export const seedRuleVersions = async (tx: Tx | Database): Promise<boolean> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('compliance-rules'))`);
  const [existing] = await tx.select({ version: complianceRuleVersions.version }).from(complianceRuleVersions).limit(1);
  if (existing) return false;
  await tx.insert(complianceRuleVersions).values({
    version: RULES_VERSION,
    status: 'published',
    rules: RULES,
    hash: rulesHashOf(RULES),
    note: '规则表首个版本（来自代码中的规则表）',
    createdByName: CODE_TABLE_AUTHOR,
    publishedBy: CODE_TABLE_AUTHOR,
    publishedAt: new Date(),
  });
  return true;
};
