import type { MarkImportRow } from '@site/contracts/admin';
import { translate } from '../i18n/index.ts';

/**
 * The importer's reasons for refusing a record in the staff's words: the catalogue's `marks.reasons.<key>` with the
 * stored values, after the XML record it is about (`case` or `application` among the values: 案件 99000104：缺少类别).
 * A reason without a key (imports recorded before the keys, a file that could not be read) or with a key the catalogue
 * does not know is shown as stored, in English.
 */

export type Refusal = NonNullable<MarkImportRow['refused']>[number];

type Translate = (key: string, options?: Record<string, unknown>, fallback?: string) => string;

export const refusalText = (refusal: Refusal, t: Translate = translate): string => {
  const { key, values = {} } = refusal;
  if (!key) return refusal.reason;
  const text = t(`marks.reasons.${key}`, values, '');
  if (!text) return refusal.reason;
  const about =
    values.case !== undefined
      ? t('marks.reasonOf.case', { number: values.case })
      : values.application !== undefined
        ? t('marks.reasonOf.application', { number: values.application })
        : '';
  return `${about}${text}`;
};
