import 'server-only';
import { getAnswer, getPartner, getPartners, getQaTypes, getQuestions } from '../../content/community.ts';
import { getContentPage } from '../../content/pages.ts';
import { PartnerGrid, PartnerPage } from '../../features/partners/partner-views.tsx';
import { QuestionBoard } from '../../features/questions/question-views.tsx';
import { htmlToLine } from '../../lib/html-text.ts';
import { partnersKind } from '../../lib/page-kinds/partners.ts';
import { questionsKind } from '../../lib/page-kinds/questions.ts';
import { localePath } from '../../lib/site-routes.ts';
import styles from './kinds.module.css';
import { menuTitleFor, type PageKind } from './kit.tsx';

export const partnersPage: PageKind = {
  spec: partnersKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view === 'partners') {
      const page = await getContentPage(kit.code, locale, view.key);
      if (!page) return null;
      const partners = await getPartners(kit.code, locale);
      const title = kit.menuTitle ?? page.title;
      return {
        title,
        description: page.description,
        keywords: page.keywords,
        body: (
          <>
            {kit.contentBody(page, kit.crumbsTo(page.title))}
            <PartnerGrid
              partners={partners}
              text={kit.t}
              hrefOf={(id) => localePath(brand, locale, `/ld/cooperative/${id}`)}
            />
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs: kit.crumbsTo(title) }, ...kit.faqData(page)],
      };
    }
    if (view.view !== 'partner') return null;
    const partner = await getPartner(kit.code, locale, view.id);
    if (!partner) return null;
    const crumbs = kit.crumbsTo(partner.name, {
      label: menuTitleFor(data.shell, brand, locale, '/ld/cooperative') ?? kit.t('partners'),
      href: localePath(brand, locale, '/ld/cooperative'),
    });
    return {
      title: partner.name,
      description: partner.description,
      body: (
        <div className="container">
          <div className={styles.crumbs}>{kit.breadcrumb(crumbs)}</div>
          <PartnerPage partner={partner} text={kit.t} />
        </div>
      ),
      structured: [{ kind: 'breadcrumb', crumbs }],
    };
  },
};

export const questionsPage: PageKind = {
  spec: questionsKind,
  compose: async (data, kit) => {
    const { locale, view } = data;
    if (view.view !== 'questions') return null;
    const page = await getContentPage(kit.code, locale, view.key);
    if (!page) return null;
    const [types, questions, answer] = await Promise.all([
      getQaTypes(kit.code, locale),
      getQuestions(kit.code, locale),
      view.answerId === null ? null : getAnswer(kit.code, locale, view.answerId),
    ]);
    if (view.answerId !== null && !answer) return null;
    const title = answer?.question ?? kit.menuTitle ?? page.title;
    return {
      title,
      description: answer ? htmlToLine(answer.answer, '').slice(0, 150) : page.description,
      keywords: page.keywords,
      body: (
        <>
          {kit.contentBody(page, kit.crumbsTo(page.title))}
          <QuestionBoard
            types={types}
            questions={questions}
            answer={answer}
            text={kit.t}
            hrefOf={(id) => `${data.path}?answerId=${id}#questions`}
          />
        </>
      ),
      structured: [
        { kind: 'breadcrumb', crumbs: kit.crumbsTo(title) },
        ...(answer
          ? [{ kind: 'faq' as const, items: [{ question: answer.question, answer: answer.answer }] }]
          : kit.faqData(page)),
      ],
    };
  },
};
