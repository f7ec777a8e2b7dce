import { translate } from '../i18n/index.ts';

/**
 * The audit log in a reader's words: an entry's action, its object and what changed, from the raw entry the gateway
 * keeps (`auth.two-factor.enable`, `contact:12`, `{"status":"new"}` -> `{"status":"contacted"}`). Anything the
 * catalogue does not name is shown as stored, so a new kind of entry is never hidden.
 */

type Translate = (key: string, fallback?: string) => string;

const defaultT: Translate = (key, fallback) => translate(key, undefined, fallback);

/** `auth.two-factor.verify-totp` -> the catalogue's `audit.actions.auth_two_factor_verify_totp`. */
export const actionLabel = (action: string, t: Translate = defaultT): string =>
  t(`audit.actions.${action.replace(/[.-]/g, '_')}`, action);

/** `contact:12` -> 联系我们 #12; `staff:<id>` -> 员工账号; anything else as stored. */
export const targetLabel = (target: string | null, t: Translate = defaultT): string => {
  if (!target) return '';
  const match = /^([A-Za-z]+):(.+)$/.exec(target);
  if (!match) return target;
  const [, kind = '', id = ''] = match;
  if (kind === 'staff') return t('audit.staff');
  const label = t(`leads.kinds.${kind}`, '') || t(`audit.kinds.${kind}`, '');
  return label ? `${label} #${id}` : target;
};

export interface Change {
  field: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Staff ids by their names, for the fields that hold a staff id. */
export type StaffNames = ReadonlyMap<string, string>;

const STAFF_FIELDS = new Set(['assigneeId', 'userId']);

const valueText = (field: string, value: unknown, t: Translate, staff?: StaffNames): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (STAFF_FIELDS.has(field) && typeof value === 'string') return staff?.get(value) ?? value;
  if (field === 'status' && typeof value === 'string') return t(`leads.statuses.${value}`, value);
  if (field === 'role' && typeof value === 'string') return t(`roles.${value}`, value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(field, item, t, staff)).join('、');
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
      .map(([key, inner]) => `${fieldLabel(key, t)} ${valueText(key, inner, t, staff)}`);
    return parts.length > 0 ? parts.join('，') : '—';
  }
  return JSON.stringify(value);
};

const fieldLabel = (field: string, t: Translate): string =>
  t(`audit.fields_of.${field}`, '') || t(`leads.fields.${field}`, '') || field;

/**
 * What an entry changed, field by field: for an entry with a before and an after, the fields that differ; for one with
 * only an after (an export, a note) or only a before (an erasure), each of its fields.
 */
export const changesOf = (before: unknown, after: unknown, staff?: StaffNames, t: Translate = defaultT): Change[] => {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const both = isRecord(before) && isRecord(after);
  return fields
    .filter((field) => !both || JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => ({
      field: fieldLabel(field, t),
      ...(field in was ? { before: valueText(field, was[field], t, staff) } : {}),
      ...(field in now ? { after: valueText(field, now[field], t, staff) } : {}),
    }));
};
