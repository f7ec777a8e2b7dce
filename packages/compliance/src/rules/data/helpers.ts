import type { Clause, Confidence, Establishment, RuleInput, ServiceRef, Source } from '../schema.ts';
import { NON_EU } from '../schema.ts';

/**
 * Helpers of the data files: sources by kind, claims whose confidence is the best kind of their sources, and a
 * rule with the defaults of this table. They build plain data; rules/index.ts validates it with ruleSchema.
 */

export const official = (title: string, url: string): Source => ({ title, url, kind: 'official' });
export const provider = (title: string, url: string): Source => ({ title, url, kind: 'provider' });
export const unconfirmed = (title: string): Source => ({ title, url: null, kind: 'unconfirmed' });

const best = (sources: readonly Source[]): Confidence =>
  sources.some((s) => s.kind === 'official')
    ? 'official'
    : sources.some((s) => s.kind === 'provider')
      ? 'provider'
      : 'unconfirmed';

/** The law's claim: confidence from its sources. */
export const law = (...sources: Source[]) => ({ confidence: best(sources), sources });
/** The law's claim, unconfirmed whatever its sources say (DOMAIN's UNCONFIRMED). */
export const lawUnconfirmed = (...sources: Source[]) => ({ confidence: 'unconfirmed' as const, sources });

/** Amazon's enforcement claim: confidence from its own sources (none: unconfirmed). */
export const amazon = (enforced: 'yes' | 'no' | 'unknown', how: string, ...sources: Source[]) => ({
  enforced,
  how,
  confidence: best(sources),
  sources,
});
export const AMAZON_UNKNOWN = amazon('unknown', '我们的资料未确认亚马逊是否对此执行检查。');

/** Service-type codes (packages/db/content/reference/service-types.yaml). */
export const SERVICE_TYPE = {
  vatRegistration: 1001,
  vatFiling: 1002,
  ioss: 1003,
  oss: 1004,
  weee: 1005,
  packaging: 1006,
  battery: 1007,
  textileEpr: 1008,
  furnitureEpr: 1009,
  authorisedRep: 1010,
  trademark: 1013,
  salesTax: 1018,
} as const;

/** Country codes for services (spec section 3). */
export const SERVICE_COUNTRY = { UK: 0, FR: 1, DE: 2, IT: 3, ES: 4, NL: 7, AT: 8, EU: 99, JP: 100, US: 101 } as const;

export const service = (
  serviceType: number,
  country: keyof typeof SERVICE_COUNTRY,
  productNameKeyWord: string,
): ServiceRef => ({ serviceType, country: SERVICE_COUNTRY[country], productNameKeyWord });

/** The review of DOMAIN.md section 5 (2026-11-27) and the table before it (2026-11-23). */
export const REVIEWED = '2026-11-27';
export const FIRST = '2026-11-23';

export const FIRST_ENTRY = { date: FIRST, change: '收录本规则。' };

export const nonEu: { establishedIn: Establishment[] } = { establishedIn: [...NON_EU] };
export const stockIn = (country: Extract<Clause, { stockIn: unknown }>['stockIn']): Clause => ({ stockIn: country });

type Defaults = 'condition' | 'level' | 'urgent' | 'amazon' | 'checkedOn' | 'history' | 'services' | 'register';

/** A rule with this table's defaults: always, required, not urgent, Amazon unknown, checked in the review. */
export const rule = (r: Omit<RuleInput, Defaults> & Partial<Pick<RuleInput, Defaults>>): RuleInput => ({
  condition: 'always',
  level: 'required',
  urgent: false,
  amazon: AMAZON_UNKNOWN,
  checkedOn: REVIEWED,
  history: [FIRST_ENTRY],
  services: [],
  register: null,
  ...r,
});
