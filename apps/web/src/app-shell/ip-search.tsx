import 'server-only';
import { NICE_CLASSES } from '@site/trademark/data/nice-classes';
import type { ReactNode } from 'react';
import { CategorySearch } from '../features/category-search/category-search-island.tsx';
import { ClassBrowser } from '../features/category-search/class-browser.tsx';
import { SystemSearch } from '../features/system-search/system-search-island.tsx';
import { TrademarkSearch } from '../features/trademark-search/trademark-search-island.tsx';
import { Texts } from '../i18n/texts.tsx';
import { textsOf } from '../i18n/translate.ts';
import type { BrowserGatewayContext } from '../lib/browser-gateway.ts';
import { localePath } from '../lib/site-routes.ts';

/**
 * The IP search pages' parts (issue 8): /search, /searchCategory and /systemSearch. The route page composes the
 * returned node after the content page's hero (`useContent`) or under a plain heading. Everything here is the same
 * for every visitor: the islands read the address's query and call the gateway from the browser.
 */

export interface IpSearchPart {
  title: string;
  description: string;
  node: ReactNode;
  /** Whether the brand's content page for the route (hero, explanations, FAQ) goes around the search. */
  useContent: boolean;
}

/** A search in its section, named by its label, with its namespace of texts for the island. */
const searchSection = (
  context: BrowserGatewayContext,
  label: string,
  namespace: 'trademark' | 'categorySearch' | 'systemSearch',
  island: ReactNode,
  id?: string,
) => (
  <section className="section" aria-label={label} id={id}>
    <div className="container">
      <Texts locale={context.locale} namespaces={[namespace]}>
        {island}
      </Texts>
    </div>
  </section>
);

const classOptions = () => NICE_CLASSES.map((c) => ({ number: c.number, label: c.labelZh }));

export const ipSearchOf = (
  view: 'trademarkSearch' | 'categorySearch' | 'ipSearch',
  context: BrowserGatewayContext,
): IpSearchPart => {
  const t = textsOf(context.locale, 'ipSearch');
  const searchPath = localePath(context.brand, context.locale, '/search');
  const categoryPath = localePath(context.brand, context.locale, '/searchCategory');
  switch (view) {
    case 'trademarkSearch':
      return {
        title: t('trademarkTitle'),
        description: t('trademarkDescription'),
        useContent: true,
        node: searchSection(
          context,
          t('trademarkTitle'),
          'trademark',
          <TrademarkSearch {...context} classes={classOptions()} />,
          'trademark-search',
        ),
      };
    case 'categorySearch':
      return {
        title: t('categoryTitle'),
        description: t('categoryDescription'),
        useContent: true,
        node: (
          <>
            {searchSection(
              context,
              t('categoryLabel'),
              'categorySearch',
              <CategorySearch {...context} classes={classOptions()} searchPath={searchPath} />,
              'category-search',
            )}
            <ClassBrowser
              t={textsOf(context.locale, 'categorySearch')}
              searchPath={searchPath}
              classes={NICE_CLASSES.map((c) => ({
                number: c.number,
                kind: c.kind,
                label: c.labelZh,
                labelEn: c.labelEn,
                description: c.descriptionZh,
              }))}
            />
          </>
        ),
      };
    case 'ipSearch':
      return {
        title: t('ipTitle'),
        description: t('ipDescription'),
        useContent: false,
        node: searchSection(
          context,
          t('ipLabel'),
          'systemSearch',
          <SystemSearch searchPath={searchPath} categoryPath={categoryPath} />,
        ),
      };
  }
};
