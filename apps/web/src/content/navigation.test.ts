import type { MenuItemWire } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands.ts';
import { type MenuContext, menusFromWire, productServicesMenu, searchFromWire } from './navigation.ts';
import type { MenuItem } from './types.ts';

let nextId = 1;
const wire = (fields: Partial<MenuItemWire> & { typeValueOne: string }): MenuItemWire => ({
  id: nextId++,
  typeName: 'header',
  typeValueTow: null,
  typeValueThree: null,
  typeValueFour: null,
  typeValueFive: null,
  pageType: null,
  delIs: 0,
  sort: 0,
  parentId: null,
  isEnable: 1,
  lang: 'zh-CN',
  mainId: null,
  divPageList: [],
  menuRelationList: [],
  children: [],
  ...fields,
});

const ost: MenuContext = { brand: BRANDS['00'], locale: 'zh-CN' };
const eu: MenuContext = { brand: BRANDS.EU, locale: 'de' };
const xm: MenuContext = { brand: BRANDS['10'], locale: 'zh-TW' };

const hrefs = (items: MenuItem[]) => items.map((item) => item.link?.href ?? null);

describe('menusFromWire', () => {
  it('translates the wire names: label, path, type key, description, panels', () => {
    const [menu] = menusFromWire(
      [
        wire({
          typeValueOne: '产品服务',
          typeValueTow: 'VAT、EPR与产品合规',
          typeValueThree: '/ld/price',
          typeValueFour: 'Services',
          divPageList: [
            {
              id: 7,
              navigationName: '德国VAT注册',
              navigationTitle: '泛欧仓储必备',
              navigationIcon: 'vat',
              hadeUrl: '/ld/VAT?country=2',
              pageType: null,
            },
          ],
          children: [wire({ typeValueOne: 'VAT税务', typeValueThree: '/ld/VAT' })],
        }),
      ],
      ost,
    );
    expect(menu).toMatchObject({
      label: '产品服务',
      description: 'VAT、EPR与产品合规',
      link: { href: '/ld/price', external: false },
      typeKey: 'Services',
      free: false,
      panels: [
        {
          id: 7,
          name: '德国VAT注册',
          description: '泛欧仓储必备',
          icon: 'vat',
          link: { href: '/ld/VAT?country=2', external: false },
        },
      ],
      children: [{ label: 'VAT税务', link: { href: '/ld/VAT', external: false }, typeKey: null }],
    });
  });

  it('leaves out deleted and disabled entries, and does not know unknown type keys', () => {
    const menus = menusFromWire(
      [
        wire({ typeValueOne: '首页', typeValueThree: '/', typeValueFour: 'somethingElse' }),
        wire({ typeValueOne: '已删除', delIs: 1 }),
        wire({ typeValueOne: '已停用', isEnable: 0 }),
      ],
      ost,
    );
    expect(menus.map((m) => m.label)).toEqual(['首页']);
    expect(menus[0]?.typeKey).toBeNull();
  });

  it('freeTrial: the purchase guide goes to the buying guide, links with a pageType open in a new tab, the rest to calculate', () => {
    const guide = wire({ typeValueOne: '购买指南', typeValueThree: '/buyingGuide' });
    const calculator = wire({ typeValueOne: 'VAT税金计算器', typeValueThree: '/ld/calculate/1' });
    const external = wire({ typeValueOne: 'VIES', typeValueThree: 'https://ec.europa.eu/vies/', pageType: 1 });
    const linkWithoutPageType = wire({ typeValueOne: '外部但无类型', typeValueThree: 'https://example.com/' });
    const [freeTrial] = menusFromWire(
      [
        wire({
          typeValueOne: '免费试用',
          typeValueFour: 'freeTrial',
          children: [guide, calculator, external, linkWithoutPageType],
          divPageList: [
            {
              id: 91,
              navigationName: '購買指南',
              navigationTitle: '',
              navigationIcon: 'guide',
              hadeUrl: null,
              pageType: null,
            },
            {
              id: 92,
              navigationName: '官方工具',
              navigationTitle: '',
              navigationIcon: 'globe',
              hadeUrl: 'http://example.org/tool',
              pageType: 2,
            },
            {
              id: 93,
              navigationName: '费用测算',
              navigationTitle: '',
              navigationIcon: 'price',
              hadeUrl: null,
              pageType: 1,
            },
          ],
        }),
      ],
      ost,
    );
    expect(freeTrial?.children.map((child) => child.link)).toEqual([
      { href: `/buyingGuide?id=${guide.id}#questionnaire`, external: false },
      { href: `/ld/calculate/${calculator.id}`, external: false },
      { href: 'https://ec.europa.eu/vies/', external: true },
      { href: `/ld/calculate/${linkWithoutPageType.id}`, external: false },
    ]);
    expect(freeTrial?.panels.map((panel) => panel.link)).toEqual([
      { href: '/buyingGuide?id=91#questionnaire', external: false },
      { href: 'http://example.org/tool', external: true },
      { href: '/ld/calculate/93', external: false },
    ]);
  });

  it('OnlineTool: both tools are there, marked free, the EPR check locale-prefixed where the brand prefixes', () => {
    const toolMenu = (children: MenuItemWire[]) =>
      wire({ typeValueOne: '在线工具', typeValueFour: 'OnlineTool', children });
    const [ostTools] = menusFromWire(
      [
        toolMenu([
          wire({ typeValueOne: 'EPR合规检查', typeValueThree: '/compliance_service_epr' }),
          wire({ typeValueOne: '可回收性评估工具', typeValueThree: '/design_for_recycling' }),
          wire({ typeValueOne: '帮助', typeValueThree: '/ld/problem' }),
        ]),
      ],
      ost,
    );
    expect(ostTools?.children.map((c) => [c.label, c.link?.href, c.free])).toEqual([
      ['EPR合规检查', '/compliance_service_epr', true],
      ['可回收性评估工具', '/design_for_recycling', true],
      ['帮助', '/ld/problem', false],
    ]);

    const [euTools] = menusFromWire(
      [toolMenu([wire({ typeValueOne: 'Check', typeValueThree: '/en/compliance_service_epr' })])],
      eu,
    );
    expect(euTools?.children.map((c) => [c.label, c.link?.href, c.free])).toEqual([
      ['Check', '/de/compliance_service_epr', true],
      ['Recyclingfähigkeits-Bewertung', '/design_for_recycling', true],
    ]);
  });

  it('IndustryInsight: children list their category, /{locale}/news/{mainId} or the news list without a prefix', () => {
    const insight = () =>
      wire({
        typeValueOne: '行业洞察',
        typeValueFour: 'IndustryInsight',
        children: [
          wire({ typeValueOne: '政策解读', typeValueThree: '/ld/aboutVat/11', mainId: 11 }),
          wire({ typeValueOne: '无分类', typeValueThree: '/insight' }),
        ],
      });
    expect(hrefs(menusFromWire([insight()], eu)[0]?.children ?? [])).toEqual(['/de/news/11', '/insight']);
    expect(hrefs(menusFromWire([insight()], ost)[0]?.children ?? [])).toEqual(['/ld/aboutVat/11', '/insight']);
  });

  it('XM: the fixed product-services menu replaces the database entry, never twice', () => {
    const menus = menusFromWire(
      [
        wire({ typeValueOne: '首頁', typeValueThree: '/' }),
        wire({ typeValueOne: '資料庫的產品服務', typeValueFour: 'productServices' }),
        wire({ typeValueOne: '常見問題', typeValueThree: '/cht/commonQuestion' }),
      ],
      xm,
    );
    expect(menus.map((m) => m.label)).toEqual(['首頁', '產品服務', '常見問題']);
    expect(menus.filter((m) => m.typeKey === 'productServices')).toHaveLength(1);
  });

  it('XM: without a database entry the fixed menu follows home; other brands show the database entry', () => {
    const home = wire({ typeValueOne: '首頁', typeValueThree: '/' });
    expect(menusFromWire([home], xm).map((m) => m.label)).toEqual(['首頁', '產品服務']);
    const own = wire({ typeValueOne: '自己的', typeValueFour: 'productServices' });
    expect(menusFromWire([home, own], ost).map((m) => m.label)).toEqual(['首頁', '自己的']);
  });
});

describe('productServicesMenu', () => {
  it('lists the spec routes: registration and annual review by country, accounting, bank account, secretary', () => {
    const menu = productServicesMenu('zh-TW');
    const [registration, review, ...single] = menu.children;
    expect(registration?.label).toBe('公司註冊');
    expect(registration?.panels.map((p) => p.link?.href)).toEqual([
      '/cht/Incorporation/IncorporationHK',
      '/cht/Incorporation/IncorporationUSA',
      '/cht/Incorporation/IncorporationYG',
      '/cht/Incorporation/IncorporationFR',
      '/cht/Incorporation/IncorporationXJP',
    ]);
    expect(review?.panels.map((p) => p.link?.href)).toEqual([
      '/cht/annualReview/annualReviewHK',
      '/cht/annualReview/annualReviewUSA',
      '/cht/annualReview/annualReviewYG',
      '/cht/annualReview/annualReviewXJP',
    ]);
    expect(single.map((c) => [c.label, c.link?.href])).toEqual([
      ['會計審計', '/cht/accountingAudit'],
      ['銀行開戶', '/cht/bankAccount'],
      ['秘書服務', '/cht/secretaryServices'],
    ]);
    expect(productServicesMenu('zh-CN').children[0]?.label).toBe('公司注册');
  });

  it('gives every entry its own negative id', () => {
    const ids: number[] = [];
    const collect = (item: MenuItem) => {
      ids.push(item.id, ...item.panels.map((p) => p.id));
      item.children.forEach(collect);
    };
    collect(productServicesMenu('zh-TW'));
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('searchFromWire', () => {
  it('maps menuName and menuAttribute to a name and a link, leaving out unusable entries', () => {
    const data = searchFromWire({
      allService: [
        { id: 1, menuName: '德国VAT注册', menuAttribute: '/ld/VAT?country=2' },
        { id: 2, menuName: '外部', menuAttribute: 'https://example.com' },
        { id: 3, menuName: '坏链接', menuAttribute: 'javascript:alert(1)' },
        { id: 4, menuName: '  ', menuAttribute: '/ld/price' },
      ],
      hotService: [{ id: 1, menuName: '德国VAT注册', menuAttribute: '/ld/VAT?country=2' }],
    });
    expect(data).toEqual({
      all: [
        { id: 1, name: '德国VAT注册', link: { href: '/ld/VAT?country=2', external: false } },
        { id: 2, name: '外部', link: { href: 'https://example.com', external: true } },
      ],
      hot: [{ id: 1, name: '德国VAT注册', link: { href: '/ld/VAT?country=2', external: false } }],
    });
  });
});
