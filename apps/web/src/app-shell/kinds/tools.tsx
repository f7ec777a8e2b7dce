import 'server-only';
import { getContentPage } from '../../content/pages.ts';
import { getRuleChanges } from '../../content/rule-changes.ts';
import { PageBlocks } from '../../features/content-page/page-blocks.tsx';
import { Questionnaire } from '../../features/questionnaire/questionnaire-island.tsx';
import { RegulationUpdates } from '../../features/regulation-updates/regulation-updates.tsx';
import { Texts } from '../../i18n/texts.tsx';
import { textsOf } from '../../i18n/translate.ts';
import { ipSearchKind } from '../../lib/page-kinds/ip-search.ts';
import { questionnaireKind } from '../../lib/page-kinds/questionnaire.ts';
import { regulationUpdatesKind } from '../../lib/page-kinds/regulation-updates.ts';
import { localePath } from '../../lib/site-routes.ts';
import { portalOf } from '../../settings.ts';
import { ipSearchOf } from '../ip-search.tsx';
import type { PageKind } from './kit.tsx';

export const questionnairePage: PageKind = {
  spec: questionnaireKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view !== 'questionnaire') return null;
    const page = await getContentPage(kit.code, locale, view.key);
    if (!page) return null;
    const title = kit.menuTitle ?? page.title;
    // The questionnaire is written in Chinese: traditional for XM, else simplified (its labels are the package's).
    const questionnaire = (
      <Texts locale={locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'} namespaces={['questionnaire', 'countries']}>
        <Questionnaire
          brand={brand}
          locale={locale}
          home={kit.home}
          portal={portalOf(brand.code)}
          resultPath={localePath(brand, locale, `/${brand.segment}/questionAnswer`)}
        />
      </Texts>
    );
    return {
      title,
      description: page.description,
      keywords: page.keywords,
      body: (
        <PageBlocks
          blocks={page.blocks}
          context={kit.context(kit.crumbsTo(page.title))}
          title={page.title}
          afterFirst={questionnaire}
        />
      ),
      structured: [{ kind: 'breadcrumb', crumbs: kit.crumbsTo(title) }, ...kit.faqData(page)],
    };
  },
};

export const regulationUpdatesPage: PageKind = {
  spec: regulationUpdatesKind,
  compose: async (data, kit) => {
    const changes = await getRuleChanges(kit.code, data.locale);
    const t = textsOf(data.locale, 'regulationUpdates');
    const title = kit.menuTitle ?? t('title');
    return {
      title,
      description: t('description'),
      body: (
        <>
          {kit.plainHead(kit.crumbsTo(t('title')), t('title'))}
          <RegulationUpdates changes={changes} locale={data.locale} />
        </>
      ),
      structured: [{ kind: 'breadcrumb', crumbs: kit.crumbsTo(title) }],
    };
  },
};

export const ipSearchPage: PageKind = {
  spec: ipSearchKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view !== 'trademarkSearch' && view.view !== 'categorySearch' && view.view !== 'ipSearch') return null;
    const search = ipSearchOf(view.view, { brand, locale, home: kit.home, portal: portalOf(brand.code) });
    // The brand has the route only where it has the route's content page (else 404, like every content route);
    // a page whose copy the search does not use (systemSearch's seeded copy is a site search) is not shown.
    const stored = await getContentPage(kit.code, locale, view.key);
    if (!stored) return null;
    const page = search.useContent ? stored : null;
    const title = kit.menuTitle ?? stored.title ?? search.title;
    const crumbs = kit.crumbsTo(page?.title ?? search.title);
    return {
      title,
      description: page?.description ?? search.description,
      keywords: page?.keywords,
      body:
        page && search.useContent ? (
          <PageBlocks blocks={page.blocks} context={kit.context(crumbs)} title={page.title} afterFirst={search.node} />
        ) : (
          <>
            {kit.plainHead(crumbs, search.title)}
            {search.node}
          </>
        ),
      structured: [
        { kind: 'breadcrumb', crumbs: kit.crumbsTo(title) },
        ...(search.useContent ? kit.faqData(page) : []),
      ],
    };
  },
};
