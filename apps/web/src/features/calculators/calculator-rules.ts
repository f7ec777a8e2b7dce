import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  type InputProblem,
  MULTI_SITE_COUNTRIES,
  type MultiSiteCountry,
  type Presence,
  parseScaled,
  STREAMS,
  type Stream,
} from '../../lib/calculators.ts';
import type { CalculatorTexts } from './labels.ts';

/**
 * The calculators' rules as zod schemas, used as react-hook-form resolvers like the contact and portal forms: a decimal
 * field read as a scaled integer with the catalogue's message for each problem, and the multi-site tool's choices.
 */

export interface NumberSpec {
  /** Decimals allowed (2 for money, 3 for kilograms and tonnes). */
  decimals: number;
  /** The largest whole number accepted. */
  max: number;
  /** An empty optional field reads as 0 (or, with `emptyIsNull`, as absent). */
  optional?: boolean;
  emptyIsNull?: boolean;
}

export const problemText = (t: CalculatorTexts, problem: InputProblem, spec: NumberSpec): string => {
  switch (problem) {
    case 'empty':
      return t('form.empty');
    case 'format':
      return t('form.format');
    case 'negative':
      return t('form.negative');
    case 'precision':
      return t('form.precision', { decimals: spec.decimals });
    case 'tooLarge':
      return t('form.tooLarge', { max: spec.max.toLocaleString('en-US') });
  }
};

/** One field: the text as typed, read by `parseScaled` (an empty optional field as 0 or null), or its message. */
export const numberSchema = (spec: NumberSpec, t: CalculatorTexts) =>
  z.string().transform((raw, ctx): number | null => {
    const parsed = parseScaled(raw, spec.decimals, spec.max);
    if (parsed.ok) return parsed.value;
    if (parsed.problem === 'empty' && spec.optional) return spec.emptyIsNull ? null : 0;
    ctx.addIssue({ code: 'custom', message: problemText(t, parsed.problem, spec) });
    return z.NEVER;
  });

/** A form of decimal fields: the texts as typed in, the scaled values (null for an empty 'absent' field) out. */
export const numberFieldsSchema = <K extends string>(specs: Record<K, NumberSpec>, t: CalculatorTexts) =>
  z.object(
    Object.fromEntries(Object.entries<NumberSpec>(specs).map(([key, spec]) => [key, numberSchema(spec, t)])) as Record<
      K,
      ReturnType<typeof numberSchema>
    >,
  );

/** Texts known to be valid (a tool's first values) read as the form would read them. */
export const readNumberFields = <K extends string>(
  specs: Record<K, NumberSpec>,
  t: CalculatorTexts,
  raw: Record<K, string>,
): Record<K, number | null> => numberFieldsSchema(specs, t).parse(raw) as Record<K, number | null>;

export const numberFieldsResolver = <K extends string>(
  specs: Record<K, NumberSpec>,
  t: CalculatorTexts,
): Resolver<Record<K, string>, unknown, Record<K, number | null>> =>
  zodResolver(numberFieldsSchema(specs, t)) as unknown as Resolver<
    Record<K, string>,
    unknown,
    Record<K, number | null>
  >;

/** The multi-site tool's form: each country's presence and the streams asked about. */
export interface MultiSiteValues {
  presence: Record<MultiSiteCountry, Presence>;
  streams: Stream[];
}

const PRESENCE = z.enum(['none', 'sales', 'stock']);

/** At least one country with sales or stock, and at least one stream. */
export const multiSiteSchema = (t: CalculatorTexts) =>
  z.object({
    presence: z
      .object(
        Object.fromEntries(MULTI_SITE_COUNTRIES.map((c) => [c, PRESENCE])) as Record<MultiSiteCountry, typeof PRESENCE>,
      )
      .refine((presence) => MULTI_SITE_COUNTRIES.some((c) => presence[c] !== 'none'), {
        message: t('multiSite.noCountry'),
      }),
    // A checkbox group reads as `false` when nothing is checked: that is no stream.
    streams: z
      .preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.enum(STREAMS)))
      .refine((streams) => streams.length > 0, { message: t('multiSite.noStream') }),
  });

export const multiSiteResolver = (t: CalculatorTexts): Resolver<MultiSiteValues> =>
  zodResolver(multiSiteSchema(t)) as unknown as Resolver<MultiSiteValues>;

/** Every country with no presence, then the given ones. */
export const presenceOf = (given: Partial<Record<MultiSiteCountry, Presence>>): Record<MultiSiteCountry, Presence> =>
  Object.fromEntries(MULTI_SITE_COUNTRIES.map((c) => [c, given[c] ?? 'none'])) as Record<MultiSiteCountry, Presence>;
