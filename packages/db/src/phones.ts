/**
 * Phone numbers in E.164, the key of accounts and of every SMS limit (issue 22, docs/decisions.md "One handset, one
 * number"). Before it, a number was stored as typed: an area code of 1-4 digits and the rest, so one handset could be
 * '86' + '13800138000', '8' + '613800138000' or '44' + '07911123456' (a national trunk prefix). `storedNumberOf` reads
 * such a pair the way libphonenumber does; `normaliseStoredPhones` gives every account made before its E.164 key once,
 * after the migrations, merging nothing: an account whose number an older account has already is set aside.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type pg from 'pg';

export interface PhoneKey {
  /** '+8613800138000' */
  e164: string;
  /** The country calling code, '86'. */
  areaCode: string;
  /** The national significant number (no trunk prefix), '13800138000'. */
  national: string;
}

const parsed = (text: string, defaultCallingCode?: string): PhoneKey | null => {
  try {
    const number = parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : undefined);
    if (!number?.isValid()) return null;
    return { e164: number.number, areaCode: number.countryCallingCode, national: number.nationalNumber };
  } catch {
    // An area code that is no country calling code.
    return null;
  }
};

/**
 * The E.164 key of a stored (area code, number) pair: the number read in its area (a trunk prefix dropped), else the
 * digits read as one international number (an area code split off the number), else the digits as they are (a number
 * libphonenumber does not know stays reachable by exactly what was stored).
 */
export const storedNumberOf = (areaCode: string, phone: string): PhoneKey =>
  parsed(phone, areaCode) ??
  parsed(`+${areaCode}${phone}`) ?? { e164: `+${areaCode}${phone}`.slice(0, 16), areaCode, national: phone };

export interface SetAside {
  id: number;
  mercNo: string;
  e164: string;
  /** The older account that has the number. */
  keptBy: { id: number; mercNo: string };
}

/**
 * Gives each account without an E.164 key its key, oldest first, and rewrites its area code and number to the
 * normalised ones. An account whose key an account has already is not merged and not changed: it is marked
 * `phone_conflict_of` that account (it no longer signs in by code; its sessions last until they expire) and returned,
 * for the log and an operator (docs/decisions.md says what to do). Run under the migration lock: once per database.
 */
export async function normaliseStoredPhones(db: Pick<pg.ClientBase, 'query'>): Promise<SetAside[]> {
  // A migrations folder from before the key (a backup's, restored as it was) has no column to fill.
  const { rows: columns } = await db.query(
    "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'e164'",
  );
  if (columns.length === 0) return [];
  const { rows } = await db.query<{ id: number; merc_no: string; area_code: string; phone: string }>(
    'SELECT id, merc_no, area_code, phone FROM users WHERE e164 IS NULL AND phone_conflict_of IS NULL ORDER BY id',
  );
  const setAside: SetAside[] = [];
  for (const row of rows) {
    const key = storedNumberOf(row.area_code, row.phone);
    const { rows: holders } = await db.query<{ id: number; merc_no: string }>(
      'SELECT id, merc_no FROM users WHERE e164 = $1',
      [key.e164],
    );
    const holder = holders[0];
    if (holder) {
      await db.query('UPDATE users SET phone_conflict_of = $1 WHERE id = $2', [holder.id, row.id]);
      setAside.push({
        id: row.id,
        mercNo: row.merc_no,
        e164: key.e164,
        keptBy: { id: holder.id, mercNo: holder.merc_no },
      });
      continue;
    }
    await db.query('UPDATE users SET e164 = $1, area_code = $2, phone = $3 WHERE id = $4', [
      key.e164,
      key.areaCode,
      key.national,
      row.id,
    ]);
  }
  return setAside;
}
