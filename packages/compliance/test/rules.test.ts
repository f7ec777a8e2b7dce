import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../db/src/seed/load.ts';
import { FACTS, RULE_COUNTRIES, RULES, RULES_VERSION, SERVICE_COUNTRY, SERVICE_TYPE, STREAMS } from '../src/rules.ts';

const { products, serviceCountries, serviceTypes } = seedContent();

const EPR_STREAMS = new Set(['packaging', 'weee', 'batteries', 'textiles']);
const conditionFacts = (rule: (typeof RULES)[number]) =>
  rule.condition === 'always'
    ? []
    : [
        ...(rule.condition.requires ?? []),
        ...(rule.condition.requiresAny ?? []),
        ...(rule.condition.requiresNone ?? []),
      ];

describe('the rules table', () => {
  it('has unique ids, each prefixed by its country', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.id.startsWith(`${rule.country}.${rule.stream}`)).toBe(true);
      expect(RULE_COUNTRIES).toContain(rule.country);
      expect(STREAMS).toContain(rule.stream);
    }
  });

  it('dates every row, no later than the table version', () => {
    for (const rule of RULES) {
      expect(rule.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.checkedOn <= RULES_VERSION).toBe(true);
    }
  });

  it('sources every confirmed row with https addresses or a named non-public source', () => {
    for (const rule of RULES) {
      if (rule.confidence !== 'unconfirmed') expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        if (source.url !== null) expect(source.url, rule.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/\S*)?$/);
      }
    }
  });

  it('says in words that an unconfirmed row is unconfirmed, and asserts no duty there', () => {
    for (const rule of RULES.filter((r) => r.confidence === 'unconfirmed')) {
      expect(`${rule.title}${rule.action}`, rule.id).toMatch(/未确认/);
      expect(rule.level, rule.id).toBe('info');
      expect(rule.urgent, rule.id).toBe(false);
      expect(rule.services, rule.id).toEqual([]);
    }
  });

  it('has every text a row shows', () => {
    for (const rule of RULES) {
      for (const text of [rule.title, rule.action, rule.who, rule.timing, rule.amazon.how]) {
        expect(text.trim().length, rule.id).toBeGreaterThan(0);
      }
    }
  });

  it('keeps EPR rows to the countries DOMAIN covers, and none for the tax-only markets', () => {
    const eprCountries = new Set(RULES.filter((r) => EPR_STREAMS.has(r.stream)).map((r) => r.country));
    expect([...eprCountries].sort()).toEqual(['AT', 'DE', 'ES', 'EU', 'FR', 'IT', 'NL', 'UK']);
    for (const country of ['US', 'JP', 'AU', 'CA', 'KR', 'BR', 'IN']) {
      expect(RULES.filter((r) => r.country === country && r.stream !== 'vat' && r.stream !== 'trademark')).toEqual([]);
    }
  });

  it("has no textile row where DOMAIN's cell is '-' (DE, AT, UK)", () => {
    for (const country of ['DE', 'AT', 'UK']) {
      expect(RULES.filter((r) => r.country === country && r.stream === 'textiles')).toEqual([]);
    }
  });

  it("marks DOMAIN's UNCONFIRMED textile cells (ES, NL) unconfirmed", () => {
    for (const id of ['ES.textiles', 'NL.textiles']) {
      expect(RULES.find((r) => r.id === id)?.confidence).toBe('unconfirmed');
    }
  });

  it('lets no tax or EPR condition depend on the platform (EPR follows the market)', () => {
    for (const rule of RULES.filter((r) => r.stream !== 'trademark')) {
      expect(conditionFacts(rule), rule.id).not.toContain('amazon');
    }
    for (const rule of RULES) for (const fact of conditionFacts(rule)) expect(FACTS).toContain(fact);
  });

  it('has a VAT or sales-tax row for each market DOMAIN gives a tax rule', () => {
    const vat = new Set(RULES.filter((r) => r.stream === 'vat').map((r) => r.country));
    for (const country of ['UK', 'DE', 'FR', 'IT', 'ES', 'US', 'JP', 'AU', 'CA', 'KR', 'EU'])
      expect(vat).toContain(country);
  });
});

describe('the services of the rules', () => {
  it('use the service-type and country codes of the database seed', () => {
    const types = new Map(serviceTypes.map((t) => [t.code, t.type]));
    expect(types.get(SERVICE_TYPE.vatRegistration)).toBe('VAT_REGISTER');
    expect(types.get(SERVICE_TYPE.vatFiling)).toBe('VAT_FILING');
    expect(types.get(SERVICE_TYPE.ioss)).toBe('IOSS');
    expect(types.get(SERVICE_TYPE.oss)).toBe('OSS');
    expect(types.get(SERVICE_TYPE.weee)).toBe('WEEE');
    expect(types.get(SERVICE_TYPE.packaging)).toBe('PACKAGING');
    expect(types.get(SERVICE_TYPE.battery)).toBe('BATTERY');
    expect(types.get(SERVICE_TYPE.textileEpr)).toBe('TEXTILE_EPR');
    expect(types.get(SERVICE_TYPE.furnitureEpr)).toBe('FURNITURE_EPR');
    expect(types.get(SERVICE_TYPE.authorisedRep)).toBe('AUTHORISED_REP');
    expect(types.get(SERVICE_TYPE.trademark)).toBe('TRADEMARK_REGISTER');
    expect(types.get(SERVICE_TYPE.salesTax)).toBe('SALES_TAX');
    const countries = new Map(serviceCountries.map((c) => [c.code, c.iso]));
    for (const [key, code] of Object.entries(SERVICE_COUNTRY)) {
      expect(countries.get(code), key).toBe(key === 'UK' ? 'GB' : key);
    }
  });

  it('each match a seeded product whose name carries the keyword', () => {
    for (const rule of RULES) {
      for (const offered of rule.services) {
        const named = products.filter(
          (p) =>
            p.serviceType === offered.serviceType &&
            p.country === offered.country &&
            p.name.includes(offered.productNameKeyWord),
        );
        expect(named.length, `${rule.id} ${offered.serviceType}/${offered.country}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('the README', () => {
  it('lists every rule with its confidence', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const rule of RULES) {
      const id = rule.id.replace(/\./g, '\\.');
      expect(readme, rule.id).toMatch(new RegExp(`\\|\\s*\`${id}\`\\s*\\|.*\\|\\s*${rule.confidence}\\s*\\|`));
    }
  });
});
