'use client';

import { type AnswerDraft, type QuestionId, shownQuestions } from '@site/compliance/answers';
import { QUESTIONNAIRE_SOURCE } from '@site/contracts/space';
import { mcSurveyReportSave } from '@site/contracts/vat';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import { readCookie } from '../../lib/cookies.ts';
import { listen } from '../../lib/listen.ts';
import { clearSession } from '../../lib/session.ts';
import { notReady, useHydrated } from '../../ui/hydration.ts';
import { Modal } from '../../ui/modal.tsx';
import { TextList } from '../../ui/text-list.tsx';
import { showToast } from '../../ui/toast.ts';
import styles from './questionnaire.module.css';
import { questionViews } from './questions.ts';
import {
  channelOf,
  type IntoWay,
  intoWayOfQuery,
  QUESTIONNAIRE_HASH,
  resultHref,
  shownDraft,
  submission,
  tick,
} from './rules.ts';
import { saveWithLoginRetry } from './save-report.ts';

export interface QuestionnaireProps extends BrowserGatewayContext {
  /** The brand's result page: /ld/questionAnswer (/cht/questionAnswer for XM). */
  resultPath: string;
}

type View = 'intro' | 'questions' | 'loading';

/** A link to the questionnaire's hash on this very page (the header's purchase-guide entry, the quick guide). */
const isLinkToThisQuestionnaire = (target: EventTarget | null): boolean => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.hash === QUESTIONNAIRE_HASH && url.pathname === window.location.pathname;
};

/**
 * The buying-guide questionnaire (spec sections 2, 4, 5 and 8): the page's start band and the
 * modal with its intro view, question view and loading view. It opens from the band's button, and
 * whenever the address carries #questionnaire (the right panel's quick guide, the header's
 * purchase-guide entry). Questions 4, 8 and 9 show under their conditions (the compliance
 * package's rules); every shown question needs an answer, else 请勾选完整 with the unanswered
 * blocks marked. Closing resets every answer. The save sends the login code when there is one.
 */
export function Questionnaire({ brand, locale, home, portal, resultPath }: QuestionnaireProps) {
  const text = useTranslations('questionnaire');
  const countries = useTranslations('countries');
  const questions = useMemo(
    () =>
      questionViews({
        title: (id) => text(`titles.q${id}`),
        option: (code) => {
          const option = `options.${code}` as 'options.OTHER';
          if (text.has(option)) return text(option);
          return countries.has(code as 'UK') ? countries(code as 'UK') : code;
        },
      }),
    [text, countries],
  );
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [view, setView] = useState<View>('intro');
  const [draft, setDraft] = useState<AnswerDraft>({});
  const [attempted, setAttempted] = useState(false);
  const intoWay = useRef<IntoWay>('buyingGuide');
  const viewHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;

  const openFrom = useCallback((way: IntoWay) => {
    intoWay.current = way;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setView('intro');
    setDraft({});
    setAttempted(false);
    if (window.location.hash === QUESTIONNAIRE_HASH) {
      // The hash goes, so the same link opens the questionnaire again.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    }
  }, []);

  useEffect(() => {
    const fromAddress = () => {
      if (window.location.hash === QUESTIONNAIRE_HASH) {
        openFrom(intoWayOfQuery(new URLSearchParams(window.location.search)));
      }
    };
    const fromClick = (event: MouseEvent) => {
      // A client-side navigation to this page's hash fires no hashchange: the link itself opens it.
      if (isLinkToThisQuestionnaire(event.target)) {
        setTimeout(() => openFrom(intoWayOfQuery(new URLSearchParams(window.location.search))), 0);
      }
    };
    // Back from the result page (the page restored from the back-forward cache): a closed, empty questionnaire.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    fromAddress();
    return listen(
      [window, 'hashchange', fromAddress],
      [document, 'click', fromClick],
      [window, 'pageshow', onPageShow],
    );
  }, [openFrom, close]);

  // Tab and Shift+Tab go round the dialog's controls: the focus never leaves it for the browser's own.
  useEffect(() => {
    const dialog = frame.current?.closest('dialog');
    if (!open || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) =>
          control.getClientRects().length > 0 && !(control instanceof HTMLInputElement && isSkippedRadio(control)),
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A new view takes the focus to its heading, so a screen reader starts reading there.
  useEffect(() => {
    if (open && view !== 'intro') viewHeading.current?.focus();
  }, [open, view]);

  const shown = shownQuestions(draft);
  const highlighted = new Set<QuestionId>(attempted ? unansweredOf(draft) : []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = submission(draft);
    if (!sent.ok) {
      setAttempted(true);
      // The first unanswered block takes the focus: its legend and 'unanswered' note are read out.
      requestAnimationFrame(() => {
        form.current?.querySelector<HTMLInputElement>(`[data-question="${sent.unanswered[0]}"] input`)?.focus();
      });
      return;
    }
    setView('loading');
    const gateway = createBrowserGateway({ brand, locale, home, portal });
    try {
      const reportId = await saveWithLoginRetry(
        () =>
          gateway.call(mcSurveyReportSave, {
            body: { answerList: sent.answerList, source: QUESTIONNAIRE_SOURCE },
            silent: true,
            ignoreUnauthorized: true,
          }),
        clearSession,
      );
      const channelNo = channelOf(new URLSearchParams(window.location.search), readCookie);
      window.location.assign(resultHref(resultPath, { reportId, channelNo, intoWay: intoWay.current }));
    } catch {
      showToast(text('busy'));
      close();
    }
  };

  return (
    <section className={styles.band} aria-labelledby={`${baseId}-band`} data-questionnaire-start="">
      <div className={`container ${styles.bandInner}`}>
        <div>
          <h2 id={`${baseId}-band`} className={styles.bandTitle}>
            {text('bandTitle')}
          </h2>
          <p className={styles.bandText}>{text('bandText')}</p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          aria-haspopup="dialog"
          {...notReady(hydrated)}
          data-testid="questionnaire-open"
          onClick={() => openFrom('buyingGuide')}
        >
          {text('bandButton')}
        </button>
      </div>
      <Modal open={open} onClose={close} closeLabel={text('close')} labelledBy={titleId} className={styles.dialog}>
        <div ref={frame} className={styles.frame} data-questionnaire-view={view}>
          <p id={titleId} className={styles.dialogTitle}>
            {text('dialogTitle')}
          </p>
          {view === 'intro' ? (
            <div className={styles.intro}>
              <h2 className={styles.viewTitle}>{text('introTitle')}</h2>
              <p className={styles.lead}>{text('introText')}</p>
              <TextList
                items={[text('introPoints.free'), text('introPoints.skipped'), text('introPoints.sourced')]}
                className={styles.points}
              />
              <button type="button" className="btn btn-primary" onClick={() => setView('questions')}>
                {text('start')}
              </button>
            </div>
          ) : null}
          {view === 'questions' ? (
            <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
              <h2 ref={viewHeading} tabIndex={-1} className={styles.viewTitle}>
                {text('introTitle')}
                <span className={styles.count}>{text('progress', { n: shown.length })}</span>
              </h2>
              {shown.map((id, index) => {
                const question = questions.find((q) => q.id === id);
                if (!question) return null;
                const missing = highlighted.has(id);
                const noteId = `${baseId}-q${id}-missing`;
                const multi = question.choice === 'multi';
                const hint = multi ? text('multiHint') : text('singleHint');
                return (
                  <fieldset
                    key={id}
                    className={`${styles.question} ${missing ? styles.missing : ''}`}
                    data-question={id}
                    data-unanswered={missing ? '' : undefined}
                    aria-describedby={missing ? noteId : undefined}
                  >
                    <legend className={styles.legend}>
                      <span className={styles.number}>{index + 1}</span>
                      {question.title}
                      {/* The package's multi-choice titles say (可多选) themselves. */}
                      {question.title.includes(hint) ? null : <span className={styles.hint}>{hint}</span>}
                    </legend>
                    {missing ? (
                      <p id={noteId} className={styles.note}>
                        {text('blockUnanswered')}
                      </p>
                    ) : null}
                    <div className={multi ? styles.optionsMulti : styles.options}>
                      {question.options.map((option) => (
                        <label key={option.code} className={styles.option}>
                          <input
                            type={multi ? 'checkbox' : 'radio'}
                            name={`${baseId}-q${id}`}
                            value={option.code}
                            checked={draft[id]?.includes(option.code) ?? false}
                            onChange={() => setDraft((current) => tick(current, id, question.choice, option.code))}
                          />
                          <span>{option.label}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                );
              })}
              <div className={styles.footer}>
                <p role="alert" className={styles.error}>
                  {highlighted.size > 0 ? text('incomplete') : ''}
                </p>
                <button type="submit" className="btn btn-primary">
                  {text('submit')}
                </button>
              </div>
            </form>
          ) : null}
          {view === 'loading' ? (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <h2 ref={viewHeading} tabIndex={-1} className={styles.viewTitle}>
                {text('loadingTitle')}
              </h2>
              <p className={styles.lead}>{text('loadingText')}</p>
            </div>
          ) : null}
        </div>
      </Modal>
    </section>
  );
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** A radio button Tab passes over: one of a group with another one checked (Tab stops on the checked one). */
const isSkippedRadio = (input: HTMLInputElement): boolean =>
  input.type === 'radio' &&
  !input.checked &&
  [...document.getElementsByName(input.name)].some((other) => (other as HTMLInputElement).checked);

/** The shown questions still unanswered (hidden questions' answers ignored). */
const unansweredOf = (draft: AnswerDraft): QuestionId[] => {
  const sent = submission(shownDraft(draft));
  return sent.ok ? [] : sent.unanswered;
};
