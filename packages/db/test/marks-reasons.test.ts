/**
 * The importer's refusal reasons: each comes with a key and its values besides the English text, and every key the
 * importer can give has its words in the back office's catalogue (apps/admin/src/i18n/zh-CN.ts, marks.reasons),
 * filled with every value it carries. Files made to be refused for each reason, read without a database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zhCN } from '../../../apps/admin/src/i18n/zh-CN.ts';
import { refusalText } from '../../../apps/admin/src/pages/marks-reasons.ts';
import {
  detectFileFormat,
  MARK_REASON_KEYS,
  MarkFileError,
  type MarkRefusal,
  readMarkFile,
} from '../src/marks/formats.ts';
import { CSV_HEADER } from '../src/marks/generator.ts';

let scratch: string;

const CSV = [
  CSV_HEADER,
  ',NUMBERLESS,9,Owner,US,pending,',
  `${'N'.repeat(65)},LONG NUMBER,9,Owner,US,pending,`,
  'R-3,,9,Owner,US,pending,',
  `R-4,${'M'.repeat(501)},9,Owner,US,pending,`,
  'R-5,CONTROL\u0001CHAR,9,Owner,US,pending,',
  'R-6,!!!,9,Owner,US,pending,',
  'R-7,CLASSLESS,,Owner,US,pending,',
  'R-8,STATUSLESS,9,Owner,US,,',
  `R-9,LONG STATUS,9,Owner,US,${'s'.repeat(65)},`,
  'R-10,CLASSY,77,Owner,US,pending,',
  'R-11,SHORT,9,Owner',
  'R-12,ABROAD,9,Owner,XX,pending,',
  'R-13,LATE,9,Owner,US,pending,2021-13-01',
  'R-14,BAD"QUOTE,9,Owner,US,pending,',
  'R-15,FINE,9,Owner,US,pending,',
].join('\n');

const USPTO = `<?xml version="1.0" encoding="UTF-8"?>
<trademark-applications-daily>
  <case-file><serial-number>90000001</serial-number><case-file-header><status-code>630</status-code></case-file-header></case-file>
  <case-file><serial-number>90000002</serial-number><case-file-header><filing-date>20231301</filing-date><mark-identification>ALPHA</mark-identification></case-file-header><classifications><classification><international-code>009</international-code></classification></classifications></case-file>
  <case-file><serial-number>90000003</serial-number><case-file-header><mark-identification>BETA</mark-identification></case-file-header></case-file>
  <case-file><serial-number>90000004</serial-number></wrong>
</trademark-applications-daily>
`;

const EUIPO = `<?xml version="1.0" encoding="UTF-8"?>
<Transaction>
  <TradeMark><RegistrationOfficeCode>ZZ</RegistrationOfficeCode><ApplicationNumber>01</ApplicationNumber><MarkVerbalElementText>DELTA</MarkVerbalElementText></TradeMark>
  <TradeMark><ApplicationNumber>02</ApplicationNumber><MarkVerbalElementText>EPSILON</MarkVerbalElementText><ClassNumber>99</ClassNumber></TradeMark>
  <TradeMark><ApplicationNumber>03</ApplicationNumber><MarkVerbalElementText>ZETA</MarkVerbalElementText><ClassNumber>9</ClassNumber><ApplicationDate>2023-13-01</ApplicationDate></TradeMark>
  <TradeMark><ApplicationNumber>04</ApplicationNumber></TradeMark>
</Transaction>
`;

/** Every refusal of a file, as the back office stores it (the English text as `reason`). */
const refusals = async (name: string, text: string) => {
  const file = path.join(scratch, name);
  await fs.writeFile(file, text);
  const out: (MarkRefusal & { line: number; reason: string })[] = [];
  for await (const item of readMarkFile(file))
    if (item.error !== undefined) out.push({ line: item.line, reason: item.error, ...item.refusal });
  return out;
};

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'mark-reasons-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the importer’s refusal reasons', () => {
  it('give a key and values beside the English text, and the back office words every key', async () => {
    const csv = await refusals('reasons.csv', CSV);
    const uspto = await refusals('reasons-uspto.xml', USPTO);
    const euipo = await refusals('reasons-euipo.xml', EUIPO);
    const unknown = path.join(scratch, 'unknown.txt');
    await fs.writeFile(unknown, 'not a registry\n');
    const error = await detectFileFormat(unknown).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarkFileError);
    const fileError = error as MarkFileError;
    expect(fileError.message).toMatch(/unknown\.txt: unknown format: expected a CSV with the header/);
    const all = [...csv, ...uspto, ...euipo, { line: 0, reason: fileError.message, ...fileError.refusal }];

    // Each file gives its reasons in order, keyed, the English as before.
    expect(csv.map((r) => `${r.line}:${r.key}`)).toEqual([
      '2:noNumber',
      '3:numberTooLong',
      '4:noMarkText',
      '5:markTooLong',
      '6:controlCharacters',
      '7:noLetterOrDigit',
      '8:noClass',
      '9:noStatus',
      '10:statusTooLong',
      '11:unknownClass',
      '12:fieldCount',
      '13:unknownCountry',
      '14:badFilingDate',
      '15:unreadableCsv',
    ]);
    expect(csv.find((r) => r.key === 'unknownClass')).toMatchObject({
      values: { class: '77' },
      reason: 'unknown class "77" (1-45, 46 US special)',
    });
    expect(csv.find((r) => r.key === 'fieldCount')).toMatchObject({
      values: { expected: 7, count: 4 },
      reason: `expected 7 fields (${CSV_HEADER}), got 4`,
    });
    expect(uspto.map((r) => r.reason)).toEqual([
      'case 90000001: no word element',
      'case 90000002: bad filing date "20231301"',
      'case 90000003: no class',
      'case 90000004: no word element',
      expect.stringMatching(/^malformed XML, rest of the file skipped: /),
    ]);
    expect(uspto[2]).toMatchObject({ key: 'noClass', values: { case: '90000003' } });
    expect(euipo.map((r) => r.reason)).toEqual([
      'application 01: unknown office "ZZ"',
      'application 02: unknown class "99" (1-45, 46 US special)',
      'application 03: bad application date "2023-13-01"',
      'application 04: no word element',
    ]);

    // Every key the importer has is given by one of these files.
    expect(new Set(all.map((r) => r.key))).toEqual(new Set(MARK_REASON_KEYS));
    // ... and has its words in the back office's catalogue, filled with each of its values.
    const reasons: Record<string, string> = zhCN.marks.reasons;
    for (const key of MARK_REASON_KEYS) expect(reasons[key], key).toMatch(/\p{Script=Han}/u);
    for (const r of all) {
      const text = refusalText({ file: 'f', ...r });
      expect(text, r.reason).toMatch(/\p{Script=Han}/u);
      expect(text, r.reason).not.toMatch(/\{\{|\}\}/);
      for (const value of Object.values(r.values)) expect(text, r.reason).toContain(String(value));
    }
    expect(refusalText({ file: 'f', ...(uspto[2] as MarkRefusal & { reason: string; line: number }) })).toBe(
      '案件 90000003：缺少类别',
    );
    expect(refusalText({ file: 'f', ...(euipo[2] as MarkRefusal & { reason: string; line: number }) })).toBe(
      '申请 03：申请日“2023-13-01”格式不正确',
    );
  });
});
