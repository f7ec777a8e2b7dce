import type { QaAnswer, QaQuestion, QaType } from '../../content/community.ts';
import type { Texts } from '../../i18n/translate.ts';
import { RichText } from '../../ui/rich-text.tsx';
import styles from './questions.module.css';

/**
 * The VAT questions and answers: the questions grouped by type, each linking to its answer on the
 * same page (?answerId=), and the open answer with its related questions.
 */
export function QuestionBoard({
  types,
  questions,
  answer,
  text,
  hrefOf,
}: {
  types: QaType[];
  questions: QaQuestion[];
  answer: QaAnswer | null;
  text: Texts<'page'>;
  hrefOf: (answerId: number) => string;
}) {
  if (questions.length === 0) return null;
  return (
    <section className="section" aria-labelledby="questions-title" id="questions">
      <div className={`container ${styles.board}`}>
        {answer ? (
          <article className={styles.answer} aria-labelledby="answer-title">
            <p className={styles.kicker}>{text('answer')}</p>
            <h2 id="answer-title" className={styles.answerTitle}>
              {answer.question}
            </h2>
            <RichText html={answer.answer} className={styles.body} />
            {answer.relatedQuestions.length > 0 ? (
              <>
                <h3 className={styles.relatedTitle}>{text('relatedQuestions')}</h3>
                <ul className={styles.related}>
                  {answer.relatedQuestions.map((q) => (
                    <li key={q.id}>
                      <a href={hrefOf(q.answerId)}>{q.question}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </article>
        ) : null}
        <div>
          <h2 id="questions-title" className="section-title">
            {text('questionTypes')}
          </h2>
          {types.map((type) => {
            const ofType = questions.filter((q) => q.qaType === type.value);
            if (ofType.length === 0) return null;
            return (
              <div key={type.value} className={styles.group}>
                <h3 className={styles.groupTitle}>{type.label}</h3>
                <ul className={styles.questions}>
                  {ofType.map((q) => (
                    <li key={q.id}>
                      <a
                        href={hrefOf(q.answerId ?? q.id)}
                        aria-current={answer?.answerId === q.answerId ? 'page' : undefined}
                      >
                        <span className={styles.question}>{q.question}</span>
                        {q.answerSummary ? <span className={styles.summary}>{q.answerSummary}</span> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
