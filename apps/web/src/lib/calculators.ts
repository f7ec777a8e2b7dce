/**
 * The rules of the free tools of the freeTrial menu (/ld/calculate/1, 2, 3, 5): VAT, German
 * packaging EPR, multi-site obligations and service prices, CBAM. Pure functions over integers:
 * money in cents, masses in grams or kilograms, rates in basis points or thousandths, so no sum
 * depends on floating-point rounding. Facts follow /work/shared/DOMAIN.md; every estimate that
 * rests on an assumption says so here and in the tool (apps/web/src/features/calculators).
 */

import { RECURRING_PRICE_UNITS } from './price-units.ts';

// Input

/** Why a typed number was refused (the tool words each in Chinese). */
export type InputProblem = 'empty' | 'format' | 'negative' | 'precision' | 'tooLarge';

export type Parsed = { ok: true; value: number } | { ok: false; problem: InputProblem };

const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0C\uFF0D]/g;

/**
 * A decimal the visitor typed, as an integer of 10^-decimals units ('12.5' with 2 decimals is
 * 1250). Accepts full-width digits, spaces and thousands separators ('1,234.5'); refuses signs,
 * exponents, more decimals than allowed and more than `max` whole units.
 */
export const parseScaled = (raw: string, decimals: number, max: number): Parsed => {
  const text = raw
    .replace(FULL_WIDTH, (c) =>
      c === '\uFF0E' ? '.' : c === '\uFF0C' ? ',' : c === '\uFF0D' ? '-' : String(c.charCodeAt(0) - 0xff10),
    )
    .replace(/[\s\u3000]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replace(/,/g, '') : text;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || `${match[2]}${match[3] ?? ''}` === '') return { ok: false, problem: 'format' };
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (match[1] === '-' && /[1-9]/.test(whole + fraction)) return { ok: false, problem: 'negative' };
  if (fraction.length > decimals) return { ok: false, problem: 'precision' };
  if (whole.length > 15 || Number(whole) > max) return { ok: false, problem: 'tooLarge' };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, problem: 'tooLarge' };
};

/** a / b rounded half up, for a >= 0 and b > 0 (exact: no floating point in between). */
export const roundDiv = (a: number, b: number): number => {
  const numerator = BigInt(a);
  const divisor = BigInt(b);
  return Number((2n * numerator + divisor) / (2n * divisor));
};

// VAT

/**
 * Standard VAT rates in percent (DOMAIN.md section 2 for UK to NL; AT, BE, SE and IE are the
 * standard rates their tax authorities publish). Reduced rates, which apply to some goods, are
 * out of scope: the tool says so. Rates change: check the authority before relying on one.
 */
export const VAT_RATES = {
  UK: { rate: 20, currency: 'GBP' },
  DE: { rate: 19, currency: 'EUR' },
  FR: { rate: 20, currency: 'EUR' },
  IT: { rate: 22, currency: 'EUR' },
  ES: { rate: 21, currency: 'EUR' },
  PL: { rate: 23, currency: 'PLN' },
  CZ: { rate: 21, currency: 'CZK' },
  NL: { rate: 21, currency: 'EUR' },
  AT: { rate: 20, currency: 'EUR' },
  BE: { rate: 21, currency: 'EUR' },
  SE: { rate: 25, currency: 'SEK' },
  IE: { rate: 23, currency: 'EUR' },
} as const satisfies Record<string, { rate: number; currency: string }>;

export type VatCountry = keyof typeof VAT_RATES;
export const VAT_COUNTRIES = Object.keys(VAT_RATES) as VatCountry[];

export interface VatSplit {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const basisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);

/** A VAT-inclusive price split into net and VAT: net = gross / (1 + rate), VAT = gross - net. */
export const vatFromGross = (grossCents: number, ratePercent: number): VatSplit => {
  const netCents = roundDiv(grossCents * 10_000, 10_000 + basisPoints(ratePercent));
  return { netCents, vatCents: grossCents - netCents, grossCents };
};

/** A net price with its VAT added: VAT = net x rate, rounded to the cent. */
export const vatFromNet = (netCents: number, ratePercent: number): VatSplit => {
  const vatCents = roundDiv(netCents * basisPoints(ratePercent), 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
};

export interface VatDue {
  /** The VAT contained in the period's VAT-inclusive sales. */
  outputVatCents: number;
  /** Import VAT paid at customs that the return deducts. */
  deductibleCents: number;
  /** payable: to pay; refund: the deductions exceed the output VAT; nil: nothing either way. */
  kind: 'payable' | 'refund' | 'nil';
  /** Never negative: a refund is a positive amount of kind 'refund'. */
  amountCents: number;
}

/** The VAT of a period: the output VAT of the sales the seller declares itself, minus deductible import VAT. */
export const vatDue = (salesGrossCents: number, deductibleCents: number, ratePercent: number): VatDue => {
  const outputVatCents = vatFromGross(salesGrossCents, ratePercent).vatCents;
  const balance = outputVatCents - deductibleCents;
  return {
    outputVatCents,
    deductibleCents,
    kind: balance > 0 ? 'payable' : balance < 0 ? 'refund' : 'nil',
    amountCents: Math.abs(balance),
  };
};

// Packaging EPR (Germany, VerpackG)

export const PACKAGING_MATERIALS = [
  'paper',
  'plastics',
  'glass',
  'aluminium',
  'ferrous',
  'composites',
  'other',
] as const;
export type PackagingMaterial = (typeof PACKAGING_MATERIALS)[number];

/**
 * ASSUMPTION, not a price list: indicative dual-system participation fees in euro cents per kg,
 * excluding VAT, of the order small online contracts quote. Dual-system prices are private
 * contracts that differ by system, volume and year, and many systems add a minimum annual fee;
 * the tool labels every result as an estimate to be replaced by a dual system's quote.
 */
export const PACKAGING_INDICATIVE_CENTS_PER_KG: Record<PackagingMaterial, number> = {
  paper: 35,
  plastics: 150,
  glass: 15,
  aluminium: 120,
  ferrous: 50,
  composites: 140,
  other: 50,
};

/**
 * The completeness declaration (Vollständigkeitserklärung, VerpackG section 11) is due when a
 * year's packaging subject to system participation exceeds one of these (kg): glass 80,000,
 * paper and cardboard 50,000, lightweight packaging (plastics, aluminium, ferrous metals,
 * composites) 30,000. 'Other' materials count towards none of them.
 */
const DECLARATION_THRESHOLDS_KG = { glass: 80_000, paper: 50_000, lightweight: 30_000 } as const;
export type DeclarationGroup = keyof typeof DECLARATION_THRESHOLDS_KG;

const DECLARATION_GROUP_OF: Record<PackagingMaterial, DeclarationGroup | null> = {
  paper: 'paper',
  plastics: 'lightweight',
  glass: 'glass',
  aluminium: 'lightweight',
  ferrous: 'lightweight',
  composites: 'lightweight',
  other: null,
};

export interface PackagingEstimate {
  lines: { material: PackagingMaterial; grams: number; centsPerKg: number; feeCents: number }[];
  totalGrams: number;
  /** Euro cents, indicative (PACKAGING_INDICATIVE_CENTS_PER_KG). */
  totalFeeCents: number;
  declaration: {
    groups: { group: DeclarationGroup; grams: number; thresholdKg: number; exceeded: boolean }[];
    required: boolean;
  };
  /** LUCID registration with the ZSVR is needed before the first sale, whatever the quantity. */
  lucidRequired: true;
}

/** The year's fee estimate and declaration check from the packaging grams per material. */
export const packagingEstimate = (grams: Partial<Record<PackagingMaterial, number>>): PackagingEstimate => {
  const lines = PACKAGING_MATERIALS.map((material) => {
    const g = Math.max(0, grams[material] ?? 0);
    const centsPerKg = PACKAGING_INDICATIVE_CENTS_PER_KG[material];
    return { material, grams: g, centsPerKg, feeCents: roundDiv(g * centsPerKg, 1000) };
  });
  const groups = (Object.keys(DECLARATION_THRESHOLDS_KG) as DeclarationGroup[]).map((group) => {
    const groupGrams = lines
      .filter((l) => DECLARATION_GROUP_OF[l.material] === group)
      .reduce((sum, l) => sum + l.grams, 0);
    const thresholdKg = DECLARATION_THRESHOLDS_KG[group];
    return { group, grams: groupGrams, thresholdKg, exceeded: groupGrams > thresholdKg * 1000 };
  });
  return {
    lines,
    totalGrams: lines.reduce((sum, l) => sum + l.grams, 0),
    totalFeeCents: lines.reduce((sum, l) => sum + l.feeCents, 0),
    declaration: { groups, required: groups.some((g) => g.exceeded) },
    lucidRequired: true,
  };
};

// Multi-site obligations and service prices

export const MULTI_SITE_COUNTRIES = ['UK', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ'] as const;
export type MultiSiteCountry = (typeof MULTI_SITE_COUNTRIES)[number];

/** The service-country codes of the product catalogue (packages/db/content/reference/service-countries.yaml). */
const SERVICE_COUNTRY_CODE: Record<MultiSiteCountry | 'EU', number> = {
  UK: 0,
  FR: 1,
  DE: 2,
  IT: 3,
  ES: 4,
  PL: 5,
  CZ: 6,
  EU: 99,
};

/** The service-type codes of the product catalogue used here. */
export const SERVICE_TYPE = {
  vatRegister: 1001,
  vatFiling: 1002,
  oss: 1004,
  weee: 1005,
  packaging: 1006,
  battery: 1007,
} as const;

export const STREAMS = ['vat', 'packaging', 'weee', 'battery'] as const;
export type Stream = (typeof STREAMS)[number];

/** What the seller does in a country: nothing, sells to its consumers from elsewhere, or holds stock there and sells. */
export type Presence = 'none' | 'sales' | 'stock';

/**
 * required: the seller must register; conditional: depends on how or how much it sells;
 * marketplace: the marketplace usually takes the obligation for non-resident sellers;
 * check: not settled by our sources, assessed case by case.
 */
export type ObligationStatus = 'required' | 'conditional' | 'marketplace' | 'check';

/** The rule that decided an obligation (the tool words each, with its source). */
export type ObligationRule =
  | 'vatStock'
  | 'vatUkNoStock'
  | 'vatEuNoStock'
  | 'oss'
  | 'packagingDE'
  | 'packagingFR'
  | 'packagingES'
  | 'packagingIT'
  | 'packagingUK'
  | 'packagingUnknown'
  | 'weeeDE'
  | 'weeeFR'
  | 'weeeES'
  | 'weeeIT'
  | 'weeeUK'
  | 'weeeEU'
  | 'batteryEU'
  | 'batteryUK';

/** A product of the catalogue, as the tool needs it (the wire's product has these fields). */
export interface CalculatorProduct {
  serviceType: number;
  country: number;
  productName: string;
  unitPrice: number;
  discountPrice: number;
  priceUnit: string;
}

const EPR_RULES: Record<Exclude<Stream, 'vat'>, Record<MultiSiteCountry, [ObligationStatus, ObligationRule]>> = {
  packaging: {
    DE: ['required', 'packagingDE'],
    FR: ['required', 'packagingFR'],
    ES: ['required', 'packagingES'],
    IT: ['check', 'packagingIT'],
    UK: ['marketplace', 'packagingUK'],
    PL: ['check', 'packagingUnknown'],
    CZ: ['check', 'packagingUnknown'],
  },
  weee: {
    DE: ['required', 'weeeDE'],
    FR: ['required', 'weeeFR'],
    ES: ['required', 'weeeES'],
    IT: ['required', 'weeeIT'],
    UK: ['required', 'weeeUK'],
    PL: ['required', 'weeeEU'],
    CZ: ['required', 'weeeEU'],
  },
  battery: {
    DE: ['required', 'batteryEU'],
    FR: ['required', 'batteryEU'],
    ES: ['required', 'batteryEU'],
    IT: ['required', 'batteryEU'],
    PL: ['required', 'batteryEU'],
    CZ: ['required', 'batteryEU'],
    UK: ['conditional', 'batteryUK'],
  },
};

/** Whether a stream applies in a country the seller is present in, and by which rule. */
export const obligationOf = (
  country: MultiSiteCountry,
  stream: Stream,
  presence: Exclude<Presence, 'none'>,
): { status: ObligationStatus; rule: ObligationRule } => {
  if (stream === 'vat') {
    if (presence === 'stock') return { status: 'required', rule: 'vatStock' };
    return country === 'UK'
      ? { status: 'marketplace', rule: 'vatUkNoStock' }
      : { status: 'conditional', rule: 'vatEuNoStock' };
  }
  const [status, rule] = EPR_RULES[stream][country];
  return { status, rule };
};

export interface PricedItem {
  serviceType: number;
  /** Null when the catalogue has no product for the combination: priced on request. */
  product: { name: string; cents: number; unit: string } | null;
}

export interface ObligationLine {
  country: MultiSiteCountry | 'EU';
  stream: Stream;
  status: ObligationStatus;
  rule: ObligationRule;
  items: PricedItem[];
}

export interface MultiSiteEstimate {
  lines: ObligationLine[];
  /** Sums of the priced items of required lines, in cents: once, every year, and the first year. */
  oneOffCents: number;
  annualCents: number;
  firstYearCents: number;
  /** Items of required lines without a product (priced on request, not in the sums). */
  onRequest: number;
}

/** The amount a product costs as the site shows it (price.ts: unit price minus discount, never negative), in cents. */
export const productCents = (p: Pick<CalculatorProduct, 'unitPrice' | 'discountPrice'>): number =>
  Math.max(0, Math.round(p.unitPrice * 100) - Math.max(0, Math.round(p.discountPrice * 100)));

/**
 * How many times a year a price unit is paid; 0 for a one-off price (a unit such as '次' or '件'). The units are the
 * stored products' data, compared as stored: their words live in price-units.ts, not in the message catalogue.
 */
export const timesPerYear = (unit: string): number => RECURRING_PRICE_UNITS.get(unit) ?? 0;

const STREAM_SERVICE_TYPES: Record<Stream, number[]> = {
  vat: [SERVICE_TYPE.vatRegister, SERVICE_TYPE.vatFiling],
  packaging: [SERVICE_TYPE.packaging],
  weee: [SERVICE_TYPE.weee],
  battery: [SERVICE_TYPE.battery],
};

const itemsFor = (serviceTypes: number[], countryCode: number, products: CalculatorProduct[]): PricedItem[] =>
  serviceTypes.flatMap((serviceType): PricedItem[] => {
    const found = products.filter((p) => p.serviceType === serviceType && p.country === countryCode);
    return found.length === 0
      ? [{ serviceType, product: null }]
      : found.map((p) => ({
          serviceType,
          product: { name: p.productName, cents: productCents(p), unit: p.priceUnit },
        }));
  });

/**
 * The obligations of the chosen streams in the countries where the seller is present, each with
 * our products for it, and the sums of the required ones. Stock in a country means VAT
 * registration there; selling into an EU country without stock there adds OSS as conditional.
 */
export const multiSiteEstimate = (
  presence: Partial<Record<MultiSiteCountry, Presence>>,
  streams: readonly Stream[],
  products: CalculatorProduct[],
): MultiSiteEstimate => {
  const lines: ObligationLine[] = [];
  for (const country of MULTI_SITE_COUNTRIES) {
    const where = presence[country] ?? 'none';
    if (where === 'none') continue;
    for (const stream of STREAMS) {
      if (!streams.includes(stream)) continue;
      const { status, rule } = obligationOf(country, stream, where);
      // Selling into an EU country without stock there needs no VAT number of its own (OSS instead, below).
      const priced = status === 'required' || (status === 'conditional' && rule !== 'vatEuNoStock');
      const items = priced ? itemsFor(STREAM_SERVICE_TYPES[stream], SERVICE_COUNTRY_CODE[country], products) : [];
      lines.push({ country, stream, status, rule, items });
    }
  }
  const euSalesOnly = MULTI_SITE_COUNTRIES.some((c) => c !== 'UK' && presence[c] === 'sales');
  if (streams.includes('vat') && euSalesOnly) {
    lines.push({
      country: 'EU',
      stream: 'vat',
      status: 'conditional',
      rule: 'oss',
      items: itemsFor([SERVICE_TYPE.oss], SERVICE_COUNTRY_CODE.EU, products),
    });
  }
  let oneOffCents = 0;
  let annualCents = 0;
  let onRequest = 0;
  for (const line of lines) {
    if (line.status !== 'required') continue;
    for (const item of line.items) {
      if (!item.product) {
        onRequest += 1;
        continue;
      }
      const times = timesPerYear(item.product.unit);
      if (times === 0) oneOffCents += item.product.cents;
      else annualCents += item.product.cents * times;
    }
  }
  return { lines, oneOffCents, annualCents, firstYearCents: oneOffCents + annualCents, onRequest };
};

/** The catalogue's products the multi-site tool prices, reduced to the fields it reads (a small island payload). */
export const multiSiteProductsOf = (products: readonly CalculatorProduct[]): CalculatorProduct[] => {
  const types = new Set<number>(Object.values(SERVICE_TYPE));
  const countries = new Set<number>(Object.values(SERVICE_COUNTRY_CODE));
  return products
    .filter((p) => types.has(p.serviceType) && countries.has(p.country))
    .map(({ serviceType, country, productName, unitPrice, discountPrice, priceUnit }) => ({
      serviceType,
      country,
      productName,
      unitPrice,
      discountPrice,
      priceUnit,
    }));
};

// CBAM

export const CBAM_GROUPS = ['steel', 'aluminium', 'cement', 'fertilisers', 'hydrogen'] as const;
export type CbamGroup = (typeof CBAM_GROUPS)[number];

/**
 * ILLUSTRATIVE embedded-emission intensities, tCO2e per tonne of goods, in thousandths (2000 is
 * 2.000). Round figures of the order of typical production routes, NOT the official default
 * values the Commission publishes per CN code and country of origin (those include mark-ups);
 * a declaration uses the installation's actual data or those defaults.
 */
export const CBAM_ILLUSTRATIVE_INTENSITY_MILLI: Record<CbamGroup, number> = {
  steel: 2000,
  aluminium: 1800,
  cement: 800,
  fertilisers: 2000,
  hydrogen: 10_000,
};

/** Regulation (EU) 2025/2083: an importer is exempt up to 50 t a year of CBAM goods other than electricity and hydrogen. */
export const CBAM_DE_MINIMIS_KG = 50_000;

/** The definitive period's key dates (DOMAIN.md section 3). */
export const CBAM_KEY_DATES = [
  { date: '2026-03-31', key: 'declarantApplication' },
  { date: '2027-02-01', key: 'certificateSales' },
  { date: '2027-09-30', key: 'firstDeclaration' },
] as const;

export interface CbamInput {
  group: CbamGroup;
  /** Net mass imported in the year, kg. */
  massKg: number;
  /** The intensity to use (tCO2e/t in thousandths), e.g. the supplier's actual data; the illustrative one when absent. */
  intensityMilli?: number;
}

export interface CbamEstimate {
  lines: { group: CbamGroup; massKg: number; intensityMilli: number; illustrative: boolean; emissionsKg: number }[];
  /** Mass counted for the de-minimis threshold (every group but hydrogen), kg. */
  thresholdMassKg: number;
  /** True when the counted mass is at most 50 t: those goods need no declarant status or certificates. */
  deMinimis: boolean;
  /** Whether the importer needs authorised CBAM declarant status (above 50 t, or any hydrogen). */
  declarantRequired: boolean;
  /** Embedded emissions of all goods, kgCO2e. */
  emissionsKg: number;
  /** Embedded emissions certificates must cover (exempt goods left out), kgCO2e. */
  liableEmissionsKg: number;
  /** Certificates, 1 per tCO2e rounded up, before the free-allocation adjustment and any carbon price paid abroad. */
  certificates: number;
}

/** Embedded emissions = mass x intensity per group; the de-minimis test; the certificates above it. */
export const cbamEstimate = (inputs: CbamInput[]): CbamEstimate => {
  const lines = CBAM_GROUPS.map((group) => {
    const entries = inputs.filter((i) => i.group === group);
    const massKg = entries.reduce((sum, i) => sum + Math.max(0, i.massKg), 0);
    const own = entries.find((i) => i.intensityMilli !== undefined)?.intensityMilli;
    const intensityMilli = Math.max(0, own ?? CBAM_ILLUSTRATIVE_INTENSITY_MILLI[group]);
    return {
      group,
      massKg,
      intensityMilli,
      illustrative: own === undefined,
      emissionsKg: roundDiv(massKg * intensityMilli, 1000),
    };
  });
  const counted = lines.filter((l) => l.group !== 'hydrogen');
  const hydrogen = lines.filter((l) => l.group === 'hydrogen');
  const thresholdMassKg = counted.reduce((sum, l) => sum + l.massKg, 0);
  const deMinimis = thresholdMassKg <= CBAM_DE_MINIMIS_KG;
  const hydrogenMassKg = hydrogen.reduce((sum, l) => sum + l.massKg, 0);
  const liableEmissionsKg =
    (deMinimis ? 0 : counted.reduce((sum, l) => sum + l.emissionsKg, 0)) +
    hydrogen.reduce((sum, l) => sum + l.emissionsKg, 0);
  return {
    lines,
    thresholdMassKg,
    deMinimis,
    declarantRequired: !deMinimis || hydrogenMassKg > 0,
    emissionsKg: lines.reduce((sum, l) => sum + l.emissionsKg, 0),
    liableEmissionsKg,
    certificates: Math.ceil(liableEmissionsKg / 1000),
  };
};
