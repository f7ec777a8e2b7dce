import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type InputProblem, parseScaled } from '../../lib/calculators.ts';
import frame from '../../ui/table-frame.module.css';
import styles from './calculators.module.css';

/** The fields and checks the four tools share: a labelled decimal input and its Chinese messages. */

export interface NumberSpec {
  /** Decimals allowed (2 for money, 3 for kilograms and tonnes). */
  decimals: number;
  /** The largest whole number accepted. */
  max: number;
  /** An empty optional field reads as 0 (or, with `emptyIsNull`, as absent). */
  optional?: boolean;
  emptyIsNull?: boolean;
}

type FormTexts = ReturnType<typeof useTranslations<'calculators'>>;

const messageOf = (t: FormTexts, problem: InputProblem, spec: NumberSpec): string => {
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

export type Checked<K extends string> =
  | { ok: true; values: Record<K, number | null> }
  | { ok: false; errors: Partial<Record<K, string>>; first: K };

/** Every field parsed by its spec: the values, or a message per refused field and the first of them. */
const checkFields = <K extends string>(
  raw: Record<K, string>,
  specs: Record<K, NumberSpec>,
  order: readonly K[],
  t: FormTexts,
): Checked<K> => {
  const values = {} as Record<K, number | null>;
  const errors: Partial<Record<K, string>> = {};
  let first: K | null = null;
  for (const key of order) {
    const spec = specs[key];
    const parsed = parseScaled(raw[key], spec.decimals, spec.max);
    if (parsed.ok) values[key] = parsed.value;
    else if (parsed.problem === 'empty' && spec.optional) values[key] = spec.emptyIsNull ? null : 0;
    else {
      errors[key] = messageOf(t, parsed.problem, spec);
      first ??= key;
    }
  }
  return first === null ? { ok: true, values } : { ok: false, errors, first };
};

/**
 * A calculator form's submit: the fields checked in order; with errors, they are shown, the result is cleared and the
 * first field with an error takes the focus (its input's id is `${formId}-${field}`); else `compute` gets the values.
 */
const submitChecked = <K extends string>(
  event: FormEvent<HTMLFormElement>,
  form: {
    id: string;
    raw: Record<K, string>;
    specs: Record<K, NumberSpec>;
    order: readonly K[];
    setErrors: (errors: Partial<Record<K, string>>) => void;
    clearResult: () => void;
    t: FormTexts;
  },
  compute: (values: Record<K, number | null>) => void,
): void => {
  event.preventDefault();
  const checked = checkFields(form.raw, form.specs, form.order, form.t);
  if (!checked.ok) {
    form.setErrors(checked.errors);
    form.clearResult();
    document.getElementById(`${form.id}-${checked.first}`)?.focus();
    return;
  }
  form.setErrors({});
  compute(checked.values);
};

/**
 * A calculator's number fields in one hook: the text as typed and the errors, the props of each NumberField
 * (`field(key)`: its id `${id}-${key}`, value, error, onChange) and the form's submit (submitChecked: `onValues` gets the
 * checked values; with errors, `clearResult` runs and the first wrong field takes the focus).
 */
export function useNumberFields<K extends string>(options: {
  specs: Record<K, NumberSpec>;
  order: readonly K[];
  initial: Record<K, string>;
  clearResult: () => void;
  onValues: (values: Record<K, number | null>) => void;
}) {
  const id = useId();
  const t = useTranslations('calculators');
  const [raw, setRaw] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const { specs, order, clearResult, onValues } = options;
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, { id, raw, specs, order, setErrors, clearResult, t }, onValues);
  const field = (key: K) => ({
    id: `${id}-${key}`,
    value: raw[key],
    error: errors[key],
    onChange: (value: string) => setRaw((r) => ({ ...r, [key]: value })),
  });
  return { id, field, submit };
}

export function NumberField({
  id,
  label,
  unit,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: ReactNode;
  unit?: string;
  hint?: ReactNode;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputWrap} ${error ? styles.invalid : ''}`}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? (
          <span className={styles.inputUnit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The result area: announced politely when it changes (after each calculation). */
export function Results({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.results} aria-live="polite">
      <h3 className={styles.resultsTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** What the result area says while the form has errors. */
export function FixErrors() {
  const t = useTranslations('calculators');
  return <p className={styles.pending}>{t('form.fixErrors')}</p>;
}

/** The 'estimate only' label every result carries. */
export function EstimateBadge({ children }: { children: ReactNode }) {
  return <p className={styles.badge}>{children}</p>;
}

/**
 * A result table in a frame that scrolls sideways on a phone, with the line above it that says so (issue 28; shown
 * on narrow screens only). The calculators are on the simplified Chinese brands.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('calculators');
  return (
    <>
      <p className={frame.hint} data-scroll-hint="">
        {t('form.scrollHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <div className={frame.frame} data-scrolls="" tabIndex={0}>
        {children}
      </div>
    </>
  );
}
