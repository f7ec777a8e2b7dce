import 'server-only';
import { NICE_CLASSES } from '@site/trademark/data/nice-classes';
import type { ReactNode } from 'react';
import { CategorySearch } from '../features/category-search/category-search-island.tsx';
import { ClassBrowser } from '../features/category-search/class-browser.tsx';
import { categoryText } from '../features/category-search/texts.ts';
import { SystemSearch } from '../features/system-search/system-search-island.tsx';
import { TrademarkSearch } from '../features/trademark-search/trademark-search-island.tsx';
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

const classOptions = () => NICE_CLASSES.map((c) => ({ number: c.number, label: c.labelZh }));

export const ipSearchOf = (
  view: 'trademarkSearch' | 'categorySearch' | 'ipSearch',
  context: BrowserGatewayContext,
): IpSearchPart => {
  const traditional = context.locale === 'zh-TW';
  const searchPath = localePath(context.brand, context.locale, '/search');
  const categoryPath = localePath(context.brand, context.locale, '/searchCategory');
  switch (view) {
    case 'trademarkSearch':
      return {
        title: traditional ? '商標查詢' : '商标查询',
        description: traditional
          ? '免費檢索美國、歐盟、英國、日本等地的在先近似商標，評估註冊風險。'
          : '免费检索美国、欧盟、英国、日本等地的在先近似商标，评估注册风险。',
        useContent: true,
        node: (
          <section className="section" aria-label={traditional ? '商標查詢' : '商标查询'} id="trademark-search">
            <div className="container">
              <TrademarkSearch {...context} classes={classOptions()} />
            </div>
          </section>
        ),
      };
    case 'categorySearch':
      return {
        title: traditional ? '商標類別查詢' : '商标类别查询',
        description: traditional
          ? '按商品或服務名稱（中文或英文）查找尼斯分類，瀏覽第1-45類及美國特殊類。'
          : '按商品或服务名称（中文或英文）查找尼斯分类，浏览第1-45类及美国特殊类。',
        useContent: true,
        node: (
          <>
            <section className="section" aria-label={traditional ? '類別查詢' : '类别查询'} id="category-search">
              <div className="container">
                <CategorySearch {...context} classes={classOptions()} searchPath={searchPath} />
              </div>
            </section>
            <ClassBrowser
              text={categoryText(context.locale)}
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
        title: traditional ? '知識產權檢索' : '知识产权检索',
        description: traditional
          ? '商標查詢、類別查詢和單一國家查詢的統一入口。'
          : '商标查询、类别查询和单一国家查询的统一入口：查近似商标、查尼斯分类。',
        useContent: false,
        node: (
          <section className="section" aria-label={traditional ? '檢索' : '检索'}>
            <div className="container">
              <SystemSearch locale={context.locale} searchPath={searchPath} categoryPath={categoryPath} />
            </div>
          </section>
        ),
      };
  }
};
