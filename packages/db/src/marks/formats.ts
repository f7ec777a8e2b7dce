/**
 * Reading registry files, streamed: the importer's CSV (`number,mark,classes,owner,country,status,filed`), the
 * USPTO's trademark daily XML (<case-file> records) and the EUIPO's TM-XML ST.66 (<TradeMark> records). The format
 * is told from the content; each record comes out with the line it starts on, either as a record or as the reason
 * it is bad, so that one bad row never stops a file.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { SaxesParser } from 'saxes';
import { MARK_OFFICES, type MarkOffice } from '../schema/marks.ts';
import { CSV_HEADER, type MarkRecord } from './generator.ts';

export type MarkFormat = 'csv' | 'uspto' | 'euipo';

/**
 * Why a record is refused, by key, with the English text of each (the command's output, the logs, `error`). The
 * back office words them from its catalogue (apps/admin/src/i18n/zh-CN.ts, `marks.reasons.<key>`) with the same
 * values. A record of an XML file is named by its number among the values: `case` (USPTO) or `application` (EUIPO),
 * which the English and the back office put before the reason.
 */
const REASONS = {
  noNumber: () => 'no number',
  numberTooLong: (v) => `number longer than ${v.max} characters`,
  noMarkText: () => 'no mark text',
  markTooLong: (v) => `mark longer than ${v.max} characters`,
  controlCharacters: () => 'control characters in the mark or owner',
  noLetterOrDigit: () => 'the mark has no letter or digit',
  noClass: () => 'no class',
  noStatus: () => 'no status',
  statusTooLong: (v) => `status longer than ${v.max} characters`,
  unknownClass: (v) => `unknown class "${v.class}" (1-45, 46 US special)`,
  unreadableCsv: (v) => `unreadable CSV: ${v.message}`,
  fieldCount: (v) => `expected ${v.expected} fields (${CSV_HEADER}), got ${v.count}`,
  unknownCountry: (v) => `unknown country "${v.country}" (${v.offices})`,
  badFilingDate: (v) => `bad filing date "${v.date}" (YYYY-MM-DD)`,
  malformedXml: (v) => `malformed XML, rest of the file skipped: ${v.message}`,
  noWordElement: () => 'no word element',
  badCaseFilingDate: (v) => `bad filing date "${v.date}"`,
  unknownOffice: (v) => `unknown office "${v.office}"`,
  badApplicationDate: (v) => `bad application date "${v.date}"`,
  unknownFormat: () =>
    `unknown format: expected a CSV with the header "${CSV_HEADER}", USPTO trademark daily XML (<case-file>) or EUIPO TM-XML ST.66 (<TradeMark>)`,
} satisfies Record<string, (values: MarkReasonValues) => string>;

export type MarkReasonKey = keyof typeof REASONS;
export type MarkReasonValues = Record<string, string | number>;
/** Every reason the importer can give. */
export const MARK_REASON_KEYS = Object.keys(REASONS) as MarkReasonKey[];

/** A reason a record (or a file) is refused: its key and values, as the back office stores them. */
export interface MarkRefusal {
  key: MarkReasonKey;
  values: MarkReasonValues;
}

const refusal = (key: MarkReasonKey, values: MarkReasonValues = {}): MarkRefusal => ({ key, values });

/** The record of an XML file a reason is about: its number among the values. */
const about = (record: { case: string } | { application: string }, reason: MarkRefusal): MarkRefusal => ({
  key: reason.key,
  values: { ...reason.values, ...record },
});

/** A reason in English, the record it is about first (`case 99000104: no class`). */
export const reasonInEnglish = ({ key, values }: MarkRefusal): string => {
  const text = REASONS[key](values);
  if (values.case !== undefined) return `case ${values.case}: ${text}`;
  if (values.application !== undefined) return `application ${values.application}: ${text}`;
  return text;
};

export type ParsedMark =
  | { line: number; record: MarkRecord; error?: undefined; refusal?: undefined }
  | { line: number; error: string; refusal: MarkRefusal; record?: undefined; skipped?: boolean };

type RefusedMark = Extract<ParsedMark, { error: string }>;

/** A refused record: its line, the reason's key and values, and its English text. */
const refused = (line: number, reason: MarkRefusal, skipped?: boolean): RefusedMark => ({
  line,
  error: reasonInEnglish(reason),
  refusal: reason,
  ...(skipped ? { skipped } : {}),
});

/** The longest mark text a row may have (the search's own limit is lower; the registry keeps what offices publish). */
export const MAX_MARK_LENGTH = 500;

const OFFICE_ALIASES: Record<string, MarkOffice> = {
  GB: 'UK',
  UKIPO: 'UK',
  EM: 'EU',
  EUIPO: 'EU',
  WO: 'WIPO',
  USPTO: 'US',
  CNIPA: 'CN',
  JPO: 'JP',
};

/** An office code of a file (US, EU, UK, CN, JP, WIPO, or the usual aliases GB, EM, WO...); undefined when unknown. */
export const officeCode = (value: string): MarkOffice | undefined => {
  const code = value.trim().toUpperCase();
  if ((MARK_OFFICES as readonly string[]).includes(code)) return code as MarkOffice;
  return OFFICE_ALIASES[code];
};

/** YYYY-MM-DD or YYYYMMDD to an ISO date; undefined when it is not a real date. */
export const isoDate = (value: string): string | undefined => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return date.toISOString().slice(0, 10) === iso && Number(y) >= 1800 ? iso : undefined;
};

/** Control characters other than tab and line breaks (which normalise to spaces). */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Checks the fields every format shares; the reason a record is bad, or undefined. */
export const checkRecord = (r: MarkRecord): MarkRefusal | undefined => {
  if (!r.number) return refusal('noNumber');
  if (r.number.length > 64) return refusal('numberTooLong', { max: 64 });
  if (!r.mark.trim()) return refusal('noMarkText');
  if (r.mark.length > MAX_MARK_LENGTH) return refusal('markTooLong', { max: MAX_MARK_LENGTH });
  if (CONTROL.test(r.mark) || CONTROL.test(r.owner)) return refusal('controlCharacters');
  if (!/[\p{L}\p{N}]/u.test(r.mark)) return refusal('noLetterOrDigit');
  if (r.classes.length === 0) return refusal('noClass');
  if (!r.status) return refusal('noStatus');
  if (r.status.length > 64) return refusal('statusTooLong', { max: 64 });
  return undefined;
};

/** Classes as `9;35` (also `9, 35` or `009`), each 1-46; the reason when one is not. */
const parseClasses = (value: string): number[] | MarkRefusal => {
  const parts = value
    .split(/[;,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const classes = new Set<number>();
  for (const part of parts) {
    const n = /^\d{1,3}$/.test(part) ? Number(part) : Number.NaN;
    if (!(n >= 1 && n <= 46)) return refusal('unknownClass', { class: part });
    classes.add(n);
  }
  return [...classes].sort((a, b) => a - b);
};

// ---------------------------------------------------------------------------------------------------------------
// Detection

/** The format of a file from its first bytes. */
export const detectFormat = (head: string): MarkFormat | undefined => {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) {
    if (/<(\w+:)?case-file[\s>]/.test(text) || /<trademark-applications-daily[\s>]/.test(text)) return 'uspto';
    if (/<(\w+:)?TradeMark[\s>]/.test(text) || /<(\w+:)?Transaction[\s>]/.test(text)) return 'euipo';
    return undefined;
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.trim().toLowerCase().replace(/\s+/g, '') === CSV_HEADER ? 'csv' : undefined;
};

const readHead = async (file: string, bytes = 64 * 1024): Promise<string> => {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
};

/** A file that cannot be imported as a whole, with the reason's key (the message names the file). */
export class MarkFileError extends Error {
  constructor(
    file: string,
    readonly refusal: MarkRefusal,
  ) {
    super(`${file}: ${reasonInEnglish(refusal)}`);
    this.name = 'MarkFileError';
  }
}

export const detectFileFormat = async (file: string): Promise<MarkFormat> => {
  const format = detectFormat(await readHead(file));
  if (!format) throw new MarkFileError(file, refusal('unknownFormat'));
  return format;
};

// ---------------------------------------------------------------------------------------------------------------
// CSV

async function* readCsv(file: string, onBytes?: (bytes: number) => void): AsyncGenerator<ParsedMark> {
  const skipped: ParsedMark[] = [];
  const input = createReadStream(file, { highWaterMark: 256 * 1024 });
  if (onBytes) input.on('data', () => onBytes(input.bytesRead));
  const parser = input.pipe(
    parse({
      bom: true,
      from_line: 2,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        const line = (error as { lines?: number } | undefined)?.lines ?? 0;
        skipped.push(refused(line, refusal('unreadableCsv', { message: error?.message ?? 'malformed row' })));
        return undefined;
      },
    }),
  );
  for await (const row of parser as AsyncIterable<{ record: string[]; raw: string; info: { lines: number } }>) {
    // info.lines is the record's last line; a quoted field may span lines.
    const line =
      row.info.lines -
      (row.raw
        .replace(/^[\r\n]+/, '')
        .replace(/\r?\n$/, '')
        .match(/\n/g)?.length ?? 0);
    skipped.sort((a, b) => a.line - b.line);
    while (skipped.length && (skipped[0] as ParsedMark).line < line) yield skipped.shift() as ParsedMark;
    const fields = row.record;
    if (fields.length !== 7) {
      yield refused(line, refusal('fieldCount', { expected: 7, count: fields.length }));
      continue;
    }
    const [number, mark, classText, owner, country, status, filedText] = fields.map((f) => f.trim()) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const office = officeCode(country);
    if (!office) {
      yield refused(line, refusal('unknownCountry', { country, offices: MARK_OFFICES.join(', ') }));
      continue;
    }
    const classes = parseClasses(classText);
    if (!Array.isArray(classes)) {
      yield refused(line, classes);
      continue;
    }
    const filed = filedText ? isoDate(filedText) : null;
    if (filed === undefined) {
      yield refused(line, refusal('badFilingDate', { date: filedText }));
      continue;
    }
    const record: MarkRecord = { office, number, mark, classes, owner, status: status.toLowerCase(), filed };
    const problem = checkRecord(record);
    yield problem ? refused(line, problem) : { line, record };
  }
  while (skipped.length) yield skipped.shift() as ParsedMark;
}

// ---------------------------------------------------------------------------------------------------------------
// XML: a record element's texts by path below it ('case-file-header/mark-identification'), namespace prefixes off.

type Texts = Map<string, string[]>;

async function* readXmlRecords(
  file: string,
  recordName: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ line: number; texts: Texts } | RefusedMark> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const done: { line: number; texts: Texts }[] = [];
  const stack: string[] = [];
  let record: { line: number; depth: number; texts: Texts } | undefined;
  let text = '';
  let fatal: Error | undefined;
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    stack.push(name);
    if (!record && name === recordName) record = { line: parser.line, depth: stack.length, texts: new Map() };
    text = '';
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', () => {
    if (record) {
      if (stack.length === record.depth) {
        done.push({ line: record.line, texts: record.texts });
        record = undefined;
      } else {
        const value = text.trim();
        if (value) {
          const key = stack.slice(record.depth).join('/');
          const list = record.texts.get(key);
          if (list) list.push(value);
          else record.texts.set(key, [value]);
        }
      }
    }
    stack.pop();
    text = '';
  });
  parser.on('error', (error) => {
    fatal ??= error;
  });
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  for await (const chunk of stream) {
    parser.write(chunk as string);
    onBytes?.(stream.bytesRead);
    while (done.length) yield done.shift() as { line: number; texts: Texts };
    if (fatal) break;
  }
  if (!fatal) parser.close();
  while (done.length) yield done.shift() as { line: number; texts: Texts };
  if (fatal) {
    // Malformed XML: what follows cannot be read reliably; report where, and stop this file.
    const message = fatal.message.split('\n')[0] ?? '';
    yield refused(record?.line ?? parser.line, refusal('malformedXml', { message }));
  }
}

const first = (texts: Texts, ...keys: string[]): string => {
  for (const key of keys) {
    const value = texts.get(key)?.[0];
    if (value) return value;
  }
  return '';
};

/** Keys whose path ends with `suffix` (the ST.66 schemas nest names at different depths). */
const endingWith = (texts: Texts, suffix: string): string[] =>
  [...texts.entries()].filter(([key]) => key === suffix || key.endsWith(`/${suffix}`)).flatMap(([, v]) => v);

/**
 * USPTO status codes in words (approximately; the office's table has hundreds of codes): 600-629 abandoned,
 * 630-699 a live application (new, examined, suspended, published, allowed), 700-709 registered (with its section 8
 * and 15 maintenance), 710-719 cancelled, 720-799 a live intent-to-use application after allowance, 800-899
 * registered and renewed, 900 and up expired; older codes below 600 count as live.
 */
export const usptoStatus = (code: string): string => {
  const n = Number(code);
  if (!code || !Number.isInteger(n)) return code.toLowerCase() || 'unknown';
  if (n >= 600 && n < 630) return 'abandoned';
  if (n >= 700 && n < 710) return 'registered';
  if (n >= 710 && n < 720) return 'cancelled';
  if (n >= 800 && n < 900) return 'registered';
  if (n >= 900) return 'expired';
  return 'pending';
};

/** International codes to Nice classes; the USPTO's A, B and 200 (certification, collective membership) are 46. */
const usptoClasses = (codes: string[]): number[] => {
  const classes = new Set<number>();
  for (const code of codes) {
    const c = code.trim().toUpperCase();
    if (c === 'A' || c === 'B' || c === '200') classes.add(46);
    else if (/^\d{1,3}$/.test(c) && Number(c) >= 1 && Number(c) <= 45) classes.add(Number(c));
  }
  return [...classes].sort((a, b) => a - b);
};

async function* readUspto(file: string, onBytes?: (bytes: number) => void): AsyncGenerator<ParsedMark> {
  for await (const item of readXmlRecords(file, 'case-file', onBytes)) {
    if ('error' in item) {
      yield item;
      continue;
    }
    const { line, texts } = item;
    const mark = first(texts, 'case-file-header/mark-identification', 'mark-identification');
    const number = first(texts, 'serial-number');
    if (!mark) {
      // A design mark without words: nothing a word search can match.
      yield refused(line, about({ case: number || '?' }, refusal('noWordElement')), true);
      continue;
    }
    const registration = first(texts, 'registration-number');
    const filedText = first(texts, 'case-file-header/filing-date', 'filing-date');
    const filed = filedText ? (isoDate(filedText) ?? null) : null;
    const record: MarkRecord = {
      office: 'US',
      number,
      registrationNumber: registration && !/^0+$/.test(registration) ? registration : null,
      mark,
      classes: usptoClasses(endingWith(texts, 'international-code')),
      owner: first(texts, 'case-file-owners/case-file-owner/party-name'),
      status: usptoStatus(first(texts, 'case-file-header/status-code', 'status-code')),
      filed,
    };
    if (filedText && filed === null) {
      yield refused(line, about({ case: number }, refusal('badCaseFilingDate', { date: filedText })));
      continue;
    }
    const problem = checkRecord(record);
    yield problem ? refused(line, about({ case: number || '?' }, problem)) : { line, record };
  }
}

/** ST.66 MarkCurrentStatusCode in words. */
export const euipoStatus = (code: string): string => {
  const c = code.toLowerCase();
  if (/expired/.test(c)) return 'expired';
  if (/cancel|surrender|invalid|revoked|removed/.test(c)) return 'cancelled';
  if (/withdraw|refus|abandon|rejected/.test(c)) return 'abandoned';
  if (/^registered|registration (renewed|published)|renewed/.test(c)) return 'registered';
  return c ? 'pending' : '';
};

async function* readEuipo(file: string, onBytes?: (bytes: number) => void): AsyncGenerator<ParsedMark> {
  for await (const item of readXmlRecords(file, 'TradeMark', onBytes)) {
    if ('error' in item) {
      yield item;
      continue;
    }
    const { line, texts } = item;
    const number = first(texts, 'ApplicationNumber');
    const mark = endingWith(texts, 'MarkVerbalElementText')[0] ?? '';
    if (!mark) {
      yield refused(line, about({ application: number || '?' }, refusal('noWordElement')), true);
      continue;
    }
    const officeText = first(texts, 'RegistrationOfficeCode');
    const office = officeText ? officeCode(officeText) : 'EU';
    if (!office) {
      yield refused(line, about({ application: number }, refusal('unknownOffice', { office: officeText })));
      continue;
    }
    const classNumbers = endingWith(texts, 'ClassNumber');
    const classes = parseClasses(classNumbers.join(';'));
    if (!Array.isArray(classes)) {
      yield refused(line, about({ application: number }, classes));
      continue;
    }
    const owner =
      endingWith(texts, 'OrganizationName')[0] ??
      endingWith(texts, 'FreeFormatNameLine')[0] ??
      endingWith(texts, 'FreeFormatName')[0] ??
      [endingWith(texts, 'FirstName')[0], endingWith(texts, 'LastName')[0]].filter(Boolean).join(' ');
    const filedText = first(texts, 'ApplicationDate');
    const filed = filedText ? isoDate(filedText.slice(0, 10)) : null;
    if (filed === undefined) {
      yield refused(line, about({ application: number }, refusal('badApplicationDate', { date: filedText })));
      continue;
    }
    const registration = first(texts, 'RegistrationNumber');
    const record: MarkRecord = {
      office,
      number,
      registrationNumber: registration || null,
      mark,
      classes,
      owner,
      status: euipoStatus(first(texts, 'MarkCurrentStatusCode')),
      filed,
    };
    const problem = checkRecord(record);
    yield problem ? refused(line, about({ application: number || '?' }, problem)) : { line, record };
  }
}

/** Every record of a file, in order, with its line; throws only when the file cannot be opened or its format is unknown. */
export async function* readMarkFile(
  file: string,
  format?: MarkFormat,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<ParsedMark> {
  const kind = format ?? (await detectFileFormat(file));
  if (kind === 'csv') yield* readCsv(file, onBytes);
  else if (kind === 'uspto') yield* readUspto(file, onBytes);
  else yield* readEuipo(file, onBytes);
}
