import { type ComponentProps, type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { type FieldError, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { notReady, useHydrated } from '../../ui/hydration.ts';
import { type NumberSpec, numberFieldsResolver, readNumberFields } from './calculator-rules.ts';
import styles from './calculators.module.css';

/** The fields and parts the four tools share: a labelled decimal input on react-hook-form, and the result area (the pieces in it: results.tsx). */

export type { NumberSpec } from './calculator-rules.ts';

/**
 * A calculator's decimal fields on react-hook-form with the zod rules of `calculator-rules.ts`, and its result: the
 * props of each NumberField (`field(key)`: its id `${id}-${key}`, first value, error and registration), the form's
 * submit and the result. The first result is `compute` of the first values (the example the page opens with). On a
 * submit with errors, they show under their fields, the result is cleared (null) and the first wrong field takes the
 * focus; once submitted, a field is checked again as it changes. Else the result is `compute` of the scaled values.
 */
export function useCalculator<K extends string, R>(options: {
  specs: Record<K, NumberSpec>;
  initial: Record<K, string>;
  compute: (values: Record<K, number | null>) => R;
}) {
  const id = useId();
  const t = useTranslations('calculators');
  const { specs, initial, compute } = options;
  const [result, setResult] = useState<R | null>(() => compute(readNumberFields(specs, t, initial)));
  const resolver = useMemo(() => numberFieldsResolver(specs, t), [specs, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Record<K, string>, unknown, Record<K, number | null>>({
    resolver,
    defaultValues: initial as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(
    (values) => setResult(compute(values)),
    () => setResult(null),
  );
  const field = (key: K) => ({
    id: `${id}-${key}`,
    defaultValue: initial[key],
    error: (errors as Partial<Record<K, FieldError>>)[key]?.message,
    registration: register(key as unknown as Path<Record<K, string>>),
  });
  return { id, field, submit, result };
}

export function NumberField({
  id,
  label,
  unit,
  hint,
  defaultValue,
  error,
  registration,
}: {
  id: string;
  label: ReactNode;
  unit?: string;
  hint?: ReactNode;
  defaultValue: string;
  error?: string;
  registration: UseFormRegisterReturn;
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
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
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
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** A field's or a group's error under it, when there is one (`id`: what the control's `aria-describedby` names). */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** A labelled select: the `<select>` takes the rest of the props (its value or registration), its options the children. */
export function SelectField({
  id,
  label,
  children,
  ...select
}: { id: string; label: ReactNode; children: ReactNode } & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} {...select}>
        {children}
      </select>
    </div>
  );
}

/** A group of a tool's fields under its legend (`describedBy`: the group's error, when it has one). */
export function FieldGroup({
  legend,
  describedBy,
  children,
}: {
  legend: ReactNode;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A tool: its form (the fields, then the submit button) and the result area beside it (below it when `stacked`). The
 * result area is announced politely when it changes; while the form has errors (`result` null) it asks for the fix.
 * The button is disabled and busy until the page has hydrated (a native submit before then would only reload the page
 * with the fields in its address), like the site's other controls that act through their island.
 */
export function CalculatorTool({
  tool,
  onSubmit,
  stacked = false,
  fields,
  children,
}: {
  /** The tool's namespace in the catalogue: its `formLabel`, `submit` and `results` texts. */
  tool: 'vat' | 'packaging' | 'cbam' | 'multiSite';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  stacked?: boolean;
  fields: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('calculators');
  const hydrated = useHydrated();
  return (
    <div className={stacked ? `${styles.tool} ${styles.stacked}` : styles.tool}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t(`${tool}.formLabel`)}>
        {fields}
        <button type="submit" className="btn btn-primary" {...notReady(hydrated)}>
          {t(`${tool}.submit`)}
        </button>
      </form>

      <section className={styles.results} aria-live="polite">
        <h3 className={styles.resultsTitle}>{t(`${tool}.results`)}</h3>
        {children ?? <p className={styles.pending}>{t('form.fixErrors')}</p>}
      </section>
    </div>
  );
}
