'use client';

import { ApiError, type GatewayClient } from '@site/contracts/client';
import * as ipr from '@site/contracts/ipr';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { readLoginCode } from '../../lib/cookies.ts';
import fieldStyles from '../../ui/form-field.module.css';
import { LabelledField } from '../../ui/labelled-field.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { Office, SearchQuery } from './rules.ts';
import type { SearchText } from './search-text.ts';
import styles from './trademark-search.module.css';

type Limit = z.infer<typeof ipr.artificialLimitCheck.data>;
type UserData = z.infer<typeof ipr.artificialUserData.data>;
type RequestRecord = UserData['records'][number];
type Warning = z.infer<typeof ipr.artificialRiskWarning.data>;

/**
 * 'Ask an attorney' (iprArtificialTrademark/save): the risk warning for the searched mark first
 * (iprTrademarkSearchRecord/artificialRiskWarning), today's remaining requests (artificialLimitCheck), then the
 * request: offices, classes, a contact and a phone (required unless signed in), a remark. Over the daily limit the
 * form says so and does not send. The visitor's own earlier requests (artificialUserData: the user's, else this
 * device's) are listed below the form.
 */
export function AttorneyRequest({
  gateway,
  text,
  query,
  classes,
  open,
  onClose,
}: {
  gateway: GatewayClient;
  text: SearchText;
  query: SearchQuery;
  /** The classes to propose (the searched ones, else those of the closest hits). */
  classes: number[];
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [offices, setOffices] = useState<Office[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [contactName, setContactName] = useState('');
  const [phone, setPhone] = useState('');
  const [remark, setRemark] = useState('');
  const [limit, setLimit] = useState<Limit | null>(null);
  const [records, setRecords] = useState<RequestRecord[]>([]);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const signedIn = typeof document !== 'undefined' && Boolean(readLoginCode());

  // Today's quota and the earlier requests in one call.
  const loadUserData = useCallback(() => {
    void gateway
      .call(ipr.artificialUserData, { query: {}, silent: true, ignoreUnauthorized: true })
      .then((data) => {
        setLimit({ ...data, allowed: data.remaining > 0 });
        setRecords(data.records);
      })
      .catch(() => setLimit(null));
  }, [gateway]);

  useEffect(() => {
    if (!open) return;
    setOffices(query.country ? [query.country] : ['US']);
    setChosen(classes);
    setProblem(null);
    setDone(null);
    loadUserData();
    void gateway
      .call(ipr.artificialRiskWarning, {
        body: {
          markElement: query.markElement,
          ...(query.country ? { country: query.country } : {}),
          ...(query.classes.length > 0 ? { classes: query.classes } : {}),
        },
        silent: true,
      })
      .then(setWarning)
      .catch(() => setWarning(null));
  }, [open, gateway, query, classes, loadUserData]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      markElement: query.markElement,
      countryList: offices,
      classes: chosen,
      ...(remark.trim() ? { remark } : {}),
      ...(contactName.trim() ? { contactName } : {}),
      ...(phone.trim() ? { phone } : {}),
    };
    if (!signedIn && !phone.trim()) {
      setProblem(text.attorney.phoneRequired);
      return;
    }
    const checked = ipr.saveArtificialTrademarkBody.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? text.failed);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const saved = await gateway.call(ipr.saveArtificialTrademark, { body, silent: true, ignoreUnauthorized: true });
      setDone(saved.id);
      setLimit((l) => (l ? { ...l, usedCount: l.usedCount + 1, remaining: Math.max(0, l.remaining - 1) } : l));
      loadUserData();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setProblem(text.attorney.overLimit);
        setLimit((l) => (l ? { ...l, allowed: false, remaining: 0 } : l));
      } else setProblem(error instanceof ApiError ? error.message : text.failed);
    } finally {
      setSending(false);
    }
  };

  const blocked = limit !== null && !limit.allowed;
  return (
    <Modal open={open} onClose={onClose} closeLabel={text.attorney.close} labelledBy={`${id}-title`} width={640}>
      <div className={styles.modalBody}>
        <h2 id={`${id}-title`} className={styles.modalTitle}>
          {text.attorney.title}：{query.markElement}
        </h2>
        {warning ? (
          <div className={styles.verdict} data-risk={warning.risk} data-testid="risk-warning">
            <p className={styles.verdictTitle}>
              <span className={styles.riskPill} data-risk={warning.risk}>
                {text.risks[warning.risk]}
              </span>
              {warning.title}
            </p>
            <p className={styles.warningText}>{warning.warning}</p>
          </div>
        ) : null}
        {done !== null ? (
          <p className={styles.done} role="status" data-testid="attorney-done">
            {text.attorney.done(done)}
          </p>
        ) : (
          <form className={styles.attorneyForm} onSubmit={(e) => void submit(e)} noValidate>
            {limit ? (
              <p className={fieldStyles.hint} data-testid="attorney-limit">
                {blocked ? text.attorney.overLimit : text.attorney.remaining(limit.remaining, limit.limitCount)}
              </p>
            ) : null}
            <fieldset className={styles.inlineChoices}>
              <legend className={fieldStyles.label}>{text.officeLabel}</legend>
              {ipr.TRADEMARK_OFFICES.map((office) => (
                <label key={office} className={styles.classOption}>
                  <input
                    type="checkbox"
                    checked={offices.includes(office)}
                    onChange={(e) =>
                      setOffices(e.target.checked ? [...offices, office] : offices.filter((o) => o !== office))
                    }
                  />
                  {text.offices[office]}
                </label>
              ))}
            </fieldset>
            <LabelledField className={styles.fieldMark} id={`${id}-classes`} label={text.attorney.classes}>
              <input
                id={`${id}-classes`}
                className={fieldStyles.input}
                value={chosen.join(',')}
                inputMode="numeric"
                onChange={(e) =>
                  setChosen(
                    [
                      ...new Set(
                        e.target.value
                          .split(/[^\d]+/)
                          .filter(Boolean)
                          .map(Number),
                      ),
                    ].slice(0, 46),
                  )
                }
                aria-describedby={`${id}-classes-hint`}
              />
              <p id={`${id}-classes-hint`} className={fieldStyles.hint}>
                {text.attorney.classesHint}
              </p>
            </LabelledField>
            <LabelledField className={styles.fieldMark} id={`${id}-name`} label={text.attorney.contactName}>
              <input
                id={`${id}-name`}
                className={fieldStyles.input}
                value={contactName}
                onChange={(e) => setContactName(e.target.value)}
                autoComplete="name"
              />
            </LabelledField>
            <LabelledField
              className={styles.fieldMark}
              id={`${id}-phone`}
              label={
                <>
                  {text.attorney.phone}
                  {signedIn ? '' : ' *'}
                </>
              }
            >
              <input
                id={`${id}-phone`}
                className={fieldStyles.input}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                type="tel"
                autoComplete="tel"
                aria-required={!signedIn}
              />
            </LabelledField>
            <LabelledField className={styles.fieldMark} id={`${id}-remark`} label={text.attorney.remark}>
              <textarea
                id={`${id}-remark`}
                className={fieldStyles.input}
                value={remark}
                maxLength={500}
                rows={3}
                onChange={(e) => setRemark(e.target.value)}
              />
            </LabelledField>
            {problem ? (
              <p className={fieldStyles.error} role="alert">
                {problem}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={sending || blocked}>
              {text.attorney.submit}
            </button>
          </form>
        )}
        {records.length > 0 ? (
          <section aria-labelledby={`${id}-mine`} data-testid="attorney-records">
            <h3 id={`${id}-mine`} className={fieldStyles.label}>
              {text.attorney.mine}
            </h3>
            <ul className={styles.records}>
              {records.slice(0, 10).map((r) => (
                <li key={r.id}>
                  {text.attorney.mineItem(
                    r.markElement,
                    r.countryList.map((o) => text.offices[o as Office] ?? o).join('、') || '-',
                    text.day(r.createdAt),
                  )}
                  {r.status === 'pending' ? <span className={styles.recordStatus}>{text.attorney.pending}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
