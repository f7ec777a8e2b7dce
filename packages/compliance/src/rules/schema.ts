import { z } from 'zod';

/**
 * The shape of a rule, as data. Every data file under rules/data is a list of rules checked by ruleSchema when
 * the table loads (rules/index.ts): a malformed rule, an "official" source that is a home page or a provider's
 * domain, or a change history out of order stops the table from loading.
 */

export const STREAMS = [
  'vat',
  'customs',
  'productSafety',
  'packaging',
  'weee',
  'batteries',
  'textiles',
  'energyLabel',
  'deforestation',
  'trademark',
  'authorisedRep',
] as const;
export type Stream = (typeof STREAMS)[number];

export const STREAM_LABELS: Record<Stream, string> = {
  vat: '增值税 / 销售税',
  customs: '关税',
  productSafety: '产品安全（上架前提）',
  packaging: '包装EPR',
  weee: '电子电气设备（WEEE）',
  batteries: '电池',
  textiles: '纺织品 / 家具 / 轮胎',
  energyLabel: '能效标签',
  deforestation: '欧盟零毁林法规（EUDR）',
  trademark: '商标与品牌保护',
  authorisedRep: '授权代表 / 税务代表',
};

/** What the nine questions tell: derived from the answers by the engine (factsOf in engine.ts). */
export const FACTS = [
  'battery',
  /** powered or battery: a product with a battery is electrical equipment. */
  'powered',
  'textileOrFurniture',
  'energyLabelGoods',
  'trademark',
  'brandRegistry',
  'rightsProtection',
  /** Sells on Amazon. Only conditions of Amazon's own programmes use it: duties follow the market. */
  'amazon',
  /** 'Other EU' was among the target sites. */
  'otherEuMarket',
] as const;
export type Fact = (typeof FACTS)[number];

/** Countries with rows. EU is the EU-wide rules; NL..SE are reached through the refine step's "other EU". */
export const RULE_COUNTRIES = [
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'AT',
  'PL',
  'CZ',
  'BE',
  'SE',
  'EU',
  'US',
  'CA',
  'BR',
  'IN',
  'AU',
  'KR',
  'JP',
] as const;
export type RuleCountry = (typeof RULE_COUNTRIES)[number];

/* ---------------- the refine step: what the nine questions cannot tell ---------------- */

/** Where stock can be held: countries, the Pan-EU programme (DE, FR, IT, ES, PL, CZ), or none (shipped from China). */
export const STOCK_LOCATIONS = [
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'PL',
  'CZ',
  'NL',
  'AT',
  'BE',
  'SE',
  'US',
  'JP',
  'CA',
  'AU',
  'PAN_EU',
  'CN_DIRECT',
] as const;
export type StockLocation = (typeof STOCK_LOCATIONS)[number];
export const PAN_EU_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PL', 'CZ'] as const;
export const EU_STOCK_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'NL', 'AT', 'BE', 'SE'] as const;

/** The other EU member states the table covers (reached from the questionnaire's "other EU"); OTHER = none of them. */
export const OTHER_EU_COUNTRIES = ['NL', 'AT', 'PL', 'CZ', 'BE', 'SE', 'OTHER'] as const;
export type OtherEuCountry = (typeof OTHER_EU_COUNTRIES)[number];

export const ESTABLISHMENTS = ['CN', 'HK', 'EU', 'UK', 'US', 'OTHER'] as const;
export type Establishment = (typeof ESTABLISHMENTS)[number];
/** Established outside the EU (VAT Directive Art. 204, PPWR Art. 45(3), Battery Regulation Art. 56(3)). */
export const NON_EU: readonly Establishment[] = ['CN', 'HK', 'UK', 'US', 'OTHER'];

/** Packaging placed on one market per year, tonnes (UK thresholds 25 t and 50 t; NL 50,000 kg). */
export const PACKAGING_BANDS = ['lt25', '25to50', 'gt50'] as const;
/** Electrical equipment placed on one market per year, tonnes (UK WEEE scheme threshold 5 t). */
export const EEE_BANDS = ['lt5', 'gt5'] as const;
/** Yearly turnover, GBP or EUR (UK packaging £1m / £2m; battery due diligence €40m). */
export const TURNOVER_BANDS = ['lt1m', '1to2m', '2to40m', 'ge40m'] as const;
/** Products the nine questions group together; an empty list means none of them. */
export const PRODUCT_KINDS = [
  'tyres',
  'phonesTablets',
  'laptops',
  'chargerDevices',
  'woodFurniture',
  'leather',
  'clothingShoes',
  'furniture',
] as const;

export type PackagingBand = (typeof PACKAGING_BANDS)[number];
export type EeeBand = (typeof EEE_BANDS)[number];
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The refine answers: each optional (unanswered = still unknown, its obligations stay conditional). */
export const refineSchema = z
  .object({
    stockLocations: z.array(z.enum(STOCK_LOCATIONS)).min(1).max(STOCK_LOCATIONS.length).optional(),
    otherEuCountries: z.array(z.enum(OTHER_EU_COUNTRIES)).min(1).max(OTHER_EU_COUNTRIES.length).optional(),
    established: z.enum(ESTABLISHMENTS).optional(),
    packagingTonnes: z.enum(PACKAGING_BANDS).optional(),
    eeeTonnes: z.enum(EEE_BANDS).optional(),
    turnover: z.enum(TURNOVER_BANDS).optional(),
    products: z.array(z.enum(PRODUCT_KINDS)).max(PRODUCT_KINDS.length).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    for (const key of ['stockLocations', 'otherEuCountries', 'products'] as const) {
      const list: readonly string[] | undefined = r[key];
      if (list !== undefined && new Set(list).size !== list.length) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key}: a code is repeated` });
      }
    }
  });
export type Refine = z.infer<typeof refineSchema>;

/**
 * A condition on a fact the nine questions cannot tell. All clauses of a rule must hold. Each is decided by one
 * refine answer: unanswered -> the obligation is conditional (shown with the clause in a seller's words).
 */
export const clauseSchema = z.union([
  /** Stock held in this country (FBA, Pan-EU, own warehouse). */
  z.object({ stockIn: z.enum(RULE_COUNTRIES) }).strict(),
  /** Stock held in some EU member state. */
  z.object({ stockInEu: z.literal(true) }).strict(),
  /** Some goods ship to consumers directly from outside the EU (from China). */
  z.object({ shipsDirect: z.literal(true) }).strict(),
  /** Established in one of these. */
  z.object({ establishedIn: z.array(z.enum(ESTABLISHMENTS)).min(1) }).strict(),
  z.object({ packagingTonnes: z.array(z.enum(PACKAGING_BANDS)).min(1) }).strict(),
  z.object({ eeeTonnes: z.array(z.enum(EEE_BANDS)).min(1) }).strict(),
  z.object({ turnover: z.array(z.enum(TURNOVER_BANDS)).min(1) }).strict(),
  /** Sells at least one of these products. */
  z.object({ product: z.array(z.enum(PRODUCT_KINDS)).min(1) }).strict(),
]);
export type Clause = z.infer<typeof clauseSchema>;

/* ---------------- sources and confidence ---------------- */

/** official: the page of the law, the register or the authority stating it; provider: service providers, news, forums. */
export const CONFIDENCES = ['official', 'provider', 'unconfirmed'] as const;
export type Confidence = (typeof CONFIDENCES)[number];
export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  official: '官方来源',
  provider: '服务商来源',
  unconfirmed: '未确认',
};

/** Domains of service providers, news and forums: never "official". */
export const PROVIDER_DOMAINS = [
  'avalara.com',
  'vatcalc.com',
  'vat-germany.com',
  'take-e-way.com',
  'bitkom-compliance-solutions.com',
  'seller-forum.com',
  'prodlaw.eu',
  'penaltyproof.co.uk',
  'regfollower.com',
  'europeanoutdoorgroup.com',
  'salestaxhelper.com',
  'haufe.de',
  'packaging-journal.de',
  'coolset.com',
  'natlawreview.com',
  'cullen-international.com',
  'wastepackgroup.co.uk',
  'airtrade.jp',
  'lexology.com',
  'ryan.com',
  'askiplaw.com',
  'igerent.com',
  'taxfoundation.org',
  'fide.es',
  'mo.camcom.it',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const sourceSchema = z
  .object({
    title: z.string().min(2),
    /** null only for an unconfirmed source (a figure with no public page). */
    url: z.url().nullable(),
    kind: z.enum(CONFIDENCES),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind !== 'official') return;
    if (s.url === null) {
      ctx.addIssue({ code: 'custom', message: `official source '${s.title}' has no page` });
      return;
    }
    const url = new URL(s.url);
    if (url.pathname === '/' || url.pathname === '') {
      ctx.addIssue({ code: 'custom', message: `official source '${s.title}' cites a home page: ${s.url}` });
    }
    const host = url.hostname.replace(/^www\./, '');
    if (PROVIDER_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) {
      ctx.addIssue({ code: 'custom', message: `official source '${s.title}' is a provider's page: ${s.url}` });
    }
  });
export type Source = z.infer<typeof sourceSchema>;

/** A confidence with the sources that give it; its level is the best kind among them (none: unconfirmed). */
export const claimSchema = z
  .object({ confidence: z.enum(CONFIDENCES), sources: z.array(sourceSchema) })
  .strict()
  .superRefine((c, ctx) => {
    const best = c.sources.some((s) => s.kind === 'official')
      ? 'official'
      : c.sources.some((s) => s.kind === 'provider')
        ? 'provider'
        : 'unconfirmed';
    // A claim may be weaker than its sources (a law page exists but the fact is open: unconfirmed), never stronger.
    const rank = { official: 2, provider: 1, unconfirmed: 0 } as const;
    if (rank[c.confidence] > rank[best] || (c.confidence === 'provider' && best === 'official')) {
      ctx.addIssue({
        code: 'custom',
        message: `confidence '${c.confidence}' does not match its sources (best: ${best})`,
      });
    }
  });

export const amazonSchema = z
  .object({
    enforced: z.enum(['yes', 'no', 'unknown']),
    how: z.string().min(2),
    confidence: z.enum(CONFIDENCES),
    sources: z.array(sourceSchema),
  })
  .strict();

/** A known condition on the nine questions: every fact of requires, one of requiresAny, none of requiresNone. */
export const conditionSchema = z.union([
  z.literal('always'),
  z
    .object({
      requires: z.array(z.enum(FACTS)).optional(),
      requiresAny: z.array(z.enum(FACTS)).optional(),
      requiresNone: z.array(z.enum(FACTS)).optional(),
    })
    .strict(),
]);
export type Condition = z.infer<typeof conditionSchema>;

export const LEVELS = ['required', 'recommended', 'info'] as const;
export type Level = (typeof LEVELS)[number];

export const serviceRefSchema = z
  .object({ serviceType: z.number().int(), country: z.number().int(), productNameKeyWord: z.string() })
  .strict();
export type ServiceRef = z.infer<typeof serviceRefSchema>;

export const changeSchema = z
  .object({
    date: z.string().regex(ISO_DATE),
    /** What changed in the law or in the rule, and what a seller must now do (Chinese). */
    change: z.string().min(4),
  })
  .strict();

export const ruleSchema = z
  .object({
    id: z.string().regex(/^[A-Z]{2}\.[A-Za-z]+(\.[A-Za-z0-9]+)*$/),
    country: z.enum(RULE_COUNTRIES),
    stream: z.enum(STREAMS),
    condition: conditionSchema,
    /** Facts the nine questions cannot tell; unanswered -> conditional. */
    when: z.array(clauseSchema).optional(),
    /** The condition in a seller's words, when `when` is not self-explaining (shown after 需要：如果). */
    conditionText: z.string().optional(),
    /** Shown only once the refine answers decide it (a note for few sellers, e.g. the EU-established seller's €10,000). */
    onlyWhenDecided: z.boolean().optional(),
    level: z.enum(LEVELS),
    title: z.string().min(2),
    /** The obligation, in Chinese. */
    action: z.string().min(4),
    law: z.string().nullable(),
    register: z.string().nullable(),
    who: z.string(),
    timing: z.string(),
    urgent: z.boolean(),
    lawClaim: claimSchema,
    amazon: amazonSchema,
    checkedOn: z.string().regex(ISO_DATE),
    history: z.array(changeSchema).min(1),
    services: z.array(serviceRefSchema),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.id.startsWith(`${r.country}.`))
      ctx.addIssue({ code: 'custom', message: `${r.id}: id must start with its country` });
    for (let i = 1; i < r.history.length; i++) {
      if ((r.history[i - 1]?.date ?? '') > (r.history[i]?.date ?? '')) {
        ctx.addIssue({ code: 'custom', message: `${r.id}: history must be oldest first` });
      }
    }
    if (r.lawClaim.confidence === 'unconfirmed' && (r.level !== 'info' || r.urgent)) {
      ctx.addIssue({ code: 'custom', message: `${r.id}: an unconfirmed rule is info and never urgent` });
    }
  });
export type Rule = z.infer<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleSchema>;
