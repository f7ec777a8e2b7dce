import {
  PLATFORM_LABELS,
  QUESTIONS,
  type QuestionId,
  TARGET_SITE_LABELS,
  YES_NO_LABELS,
} from '@site/compliance/answers';
import type { Locale } from '../../brands.ts';

/**
 * The questionnaire's words in the brand's language. Simplified-Chinese question and option labels
 * are the compliance package's own (packages/compliance/src/answers.ts); the traditional-Chinese
 * brand (XM) gets its own labels for the same ids and codes (texts.test.ts keeps them complete).
 * The questionnaire runs on the Chinese brands only (/buyingGuide is a zh route).
 */

export type QuestionnaireLocale = 'zh-CN' | 'zh-TW';

const questionnaireLocale = (locale: Locale): QuestionnaireLocale => (locale === 'zh-TW' ? 'zh-TW' : 'zh-CN');

export interface QuestionnaireText {
  dialogTitle: string;
  introTitle: string;
  introText: string;
  introPoints: string[];
  start: string;
  submit: string;
  /** Spec section 5: an unanswered shown question. */
  incomplete: string;
  /** Beside each highlighted block, for screen readers and sighted visitors alike. */
  blockUnanswered: string;
  multiHint: string;
  singleHint: string;
  progress: string;
  loadingTitle: string;
  loadingText: string;
  /** Spec section 8: a failed save. */
  busy: string;
  close: string;
  /** The page's start band. */
  bandTitle: string;
  bandText: string;
  bandButton: string;
}

const TEXT: Record<QuestionnaireLocale, QuestionnaireText> = {
  'zh-CN': {
    dialogTitle: '免费合规自测',
    introTitle: '3分钟生成您的专属合规报告',
    introText:
      '回答6-9个问题，我们会按您的目标市场列出需要办理的税务、EPR、产品合规和商标事项，以及法规依据、办理时限、亚马逊执行情况和参考费用。',
    introPoints: ['完全免费，无需登录', '部分问题按您的回答自动跳过', '每项义务都注明来源与核实日期'],
    start: '开始答题',
    submit: '生成报告',
    incomplete: '请勾选完整',
    blockUnanswered: '此题未作答',
    multiHint: '可多选',
    singleHint: '单选',
    progress: '共{n}题',
    loadingTitle: '正在生成报告',
    loadingText: '正在按您的回答匹配各国规则，请稍候…',
    busy: '系统繁忙，请稍后重试',
    close: '关闭',
    bandTitle: '现在开始免费自测',
    bandText: '回答6-9个问题，立即获得按市场列出的合规义务清单和参考费用。',
    bandButton: '开始免费自测',
  },
  'zh-TW': {
    dialogTitle: '免費合規自測',
    introTitle: '3分鐘產生您的專屬合規報告',
    introText:
      '回答6-9個問題，我們會依您的目標市場列出需要辦理的稅務、EPR、產品合規和商標事項，以及法規依據、辦理時限、亞馬遜執行情況和參考費用。',
    introPoints: ['完全免費，無需登入', '部分問題依您的回答自動略過', '每項義務都註明來源與核實日期'],
    start: '開始答題',
    submit: '產生報告',
    incomplete: '請勾選完整',
    blockUnanswered: '此題未作答',
    multiHint: '可複選',
    singleHint: '單選',
    progress: '共{n}題',
    loadingTitle: '正在產生報告',
    loadingText: '正在依您的回答比對各國規則，請稍候…',
    busy: '系統繁忙，請稍後重試',
    close: '關閉',
    bandTitle: '現在開始免費自測',
    bandText: '回答6-9個問題，立即取得依市場列出的合規義務清單和參考費用。',
    bandButton: '開始免費自測',
  },
};

export const questionnaireText = (locale: Locale): QuestionnaireText => TEXT[questionnaireLocale(locale)];

/** Traditional-Chinese labels of XM, by question id and by option code. */
export const TRADITIONAL_TITLES: Record<QuestionId, string> = {
  1: '您計劃銷售的目標站點（可複選）',
  2: '您在哪些平台銷售（可複選）',
  3: '產品是否含電池',
  4: '產品是否帶電（需插電或充電使用）',
  5: '產品是否屬於紡織品或家具',
  6: '產品是否為燈具、輪胎、顯示器、冰箱或空調',
  7: '是否已有註冊商標',
  8: '是否已完成亞馬遜品牌備案',
  9: '是否有過成功維權的經歷',
};

export const TRADITIONAL_OPTIONS: Record<string, string> = {
  UK: '英國',
  DE: '德國',
  FR: '法國',
  IT: '義大利',
  ES: '西班牙',
  US: '美國',
  CA: '加拿大',
  BR: '巴西',
  IN: '印度',
  AU: '澳洲',
  KR: '韓國',
  JP: '日本',
  PH: '菲律賓',
  ME: '中東',
  EU_OTHER: '其他歐盟國家',
  AMAZON: '亞馬遜',
  ALIEXPRESS: '速賣通',
  OTHER: '其他',
  Y: '是',
  N: '否',
};

const SIMPLIFIED_OPTIONS: Record<string, string> = { ...TARGET_SITE_LABELS, ...PLATFORM_LABELS, ...YES_NO_LABELS };

export interface QuestionView {
  id: QuestionId;
  title: string;
  choice: 'multi' | 'single';
  options: { code: string; label: string }[];
}

/** Every question with its labels in the page's language, in the questionnaire's order. */
export const questionViews = (locale: Locale): QuestionView[] => {
  const traditional = questionnaireLocale(locale) === 'zh-TW';
  return QUESTIONS.map((question) => ({
    id: question.id,
    title: traditional ? TRADITIONAL_TITLES[question.id] : question.title,
    choice: question.choice,
    options: question.options.map((code) => ({
      code,
      label: (traditional ? TRADITIONAL_OPTIONS[code] : SIMPLIFIED_OPTIONS[code]) ?? code,
    })),
  }));
};
