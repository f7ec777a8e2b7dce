import type { Locale } from '../brands.ts';

/** The layout's own words (buttons, landmarks), per locale. Content texts come from the database. */
const TEXTS = {
  'zh-CN': {
    skipToContent: '跳到主要内容',
    mainNav: '主导航',
    openMenu: '打开菜单',
    login: '登录',
    register: '免费注册',
    home: '首页',
    readMore: '查看详情',
    allNews: '更多资讯',
    stepLabel: '第{n}步',
    footerNav: '页脚导航',
    legal: '法律信息',
    opensInNewTab: '（在新标签页打开）',
  },
  'zh-TW': {
    skipToContent: '跳到主要內容',
    mainNav: '主導航',
    openMenu: '打開選單',
    login: '登入',
    register: '免費註冊',
    home: '首頁',
    readMore: '查看詳情',
    allNews: '更多資訊',
    stepLabel: '第{n}步',
    footerNav: '頁尾導航',
    legal: '法律資訊',
    opensInNewTab: '（在新分頁開啟）',
  },
  en: {
    skipToContent: 'Skip to content',
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    login: 'Log in',
    register: 'Sign up',
    home: 'Home',
    readMore: 'Learn more',
    allNews: 'All insights',
    stepLabel: 'Step {n}',
    footerNav: 'Footer navigation',
    legal: 'Legal',
    opensInNewTab: '(opens in a new tab)',
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    openMenu: 'Menü öffnen',
    login: 'Anmelden',
    register: 'Registrieren',
    home: 'Startseite',
    readMore: 'Mehr erfahren',
    allNews: 'Alle Beiträge',
    stepLabel: 'Schritt {n}',
    footerNav: 'Fußzeilennavigation',
    legal: 'Rechtliches',
    opensInNewTab: '(öffnet in neuem Tab)',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type UiText = (typeof TEXTS)[Locale];

export const uiText = (locale: Locale): UiText => TEXTS[locale];
