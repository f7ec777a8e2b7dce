import * as auth from './auth.ts';
import * as business from './business.ts';
import * as extra from './business-extra.ts';
import type { CallDef } from './call.ts';
import * as chtco from './chtco.ts';
import * as ipr from './ipr.ts';
import * as security from './security.ts';
import * as space from './space.ts';
import * as system from './system.ts';
import * as vat from './vat.ts';

/** Every call of spec section 7, keyed by a stable name. */
export const calls = {
  // Center gateway: business, notify, channel, order, resource
  getCommon: business.getCommon,
  getCommoditySearch: business.getCommoditySearch,
  getHomePageInfo: business.getHomePageInfo,
  listPosters: business.listPosters,
  incrPosterCount: business.incrPosterCount,
  listPopMarket: business.listPopMarket,
  getIsForeignIp: business.getIsForeignIp,
  officialProductPrice: business.officialProductPrice,
  getProductsPrices: business.getProductsPrices,
  incrPopupCount: extra.incrPopupCount,
  getOfficialPopupBox: extra.getOfficialPopupBox,
  getPopUpConfig: extra.getPopUpConfig,
  popupBoxRecordBanner: extra.popupBoxRecordBanner,
  listNewestAgreement: extra.listNewestAgreement,
  getChannelPageConfig: extra.getChannelPageConfig,
  getRegisterAward: extra.getRegisterAward,
  listChannels: extra.listChannels,
  checkToken: extra.checkToken,
  getEcologyCenter: extra.getEcologyCenter,
  getPartnersInfoById: extra.getPartnersInfoById,
  getIntroducerById: extra.getIntroducerById,
  getByKey: extra.getByKey,
  contactUs: extra.contactUs,
  requestCallback: extra.requestCallback,
  retainCapitalSubmit: extra.retainCapitalSubmit,
  ippEnEmailSend: extra.ippEnEmailSend,
  getHelpCenterCategory: extra.getHelpCenterCategory,
  getPartner: extra.getPartner,
  getFreeTrial: extra.getFreeTrial,
  getInformation: extra.getInformation,
  getInformationInfo: extra.getInformationInfo,
  getOperationManual: extra.getOperationManual,
  getVideoCourse: extra.getVideoCourse,
  getAboutUs: extra.getAboutUs,
  getCustom: extra.getCustom,
  getSiteIndex: extra.getSiteIndex,
  queryArticleHandbook: extra.queryArticleHandbook,
  getSuccessfulCase: extra.getSuccessfulCase,
  priceForWWW: extra.priceForWWW,
  findOister: extra.findOister,
  priceForSurveyReport: extra.priceForSurveyReport,
  year3Page: extra.year3Page,
  reportCspViolation: security.reportCspViolation,

  // Center gateway: space (buying guide)
  viewAnswersInfo: space.viewAnswersInfo,
  saveUserAnswersInfo: space.saveUserAnswersInfo,
  saveAnswersForOfficialWeb: space.saveAnswersForOfficialWeb,
  isUserNewReport: space.isUserNewReport,
  getAnswerInfo: space.getAnswerInfo,

  // Relative: /auth, /system, /vat
  logout: auth.logout,
  getPageConfigAllInfo: system.getPageConfigAllInfo,
  getUserInfo: system.getUserInfo,
  recordVisit: system.recordVisit,
  sendCode: system.sendCode,
  register: system.register,
  login: system.login,
  setPassword: system.setPassword,
  getWorkbench: system.getWorkbench,
  getDevOutbox: system.getDevOutbox,
  getHumanCheck: system.getHumanCheck,
  mcSurveyReportSave: vat.mcSurveyReportSave,
  mcSurveyReportRefine: vat.mcSurveyReportRefine,
  complianceRuleChanges: vat.complianceRuleChanges,
  getSurveyReport: vat.getSurveyReport,
  getQaType: vat.getQaType,
  searchQaQuestions: vat.searchQaQuestions,
  getQaAnswerDetail: vat.getQaAnswerDetail,

  // IP gateway
  getTrademarkPrice: ipr.getTrademarkPrice,
  listIprWebsiteConfig: ipr.listIprWebsiteConfig,
  searchTrademark: ipr.searchTrademark,
  trademarkCoverage: ipr.trademarkCoverage,
  saveArtificialTrademark: ipr.saveArtificialTrademark,
  getTrademarkClasses: ipr.getTrademarkClasses,
  saveSearchRecord: ipr.saveSearchRecord,
  listSearchRecords: ipr.listSearchRecords,
  artificialLimitCheck: ipr.artificialLimitCheck,
  getVipSkuDetail: ipr.getVipSkuDetail,
  getAllCountry: ipr.getAllCountry,
  trademarkCategorySearch: ipr.trademarkCategorySearch,
  categorySearch: ipr.categorySearch,
  artificialCategorySearch: ipr.artificialCategorySearch,
  artificialRiskWarning: ipr.artificialRiskWarning,
  niceClassificationQuery: ipr.niceClassificationQuery,
  artificialUserData: ipr.artificialUserData,

  // Overseas-company service
  chtcoGetCommon: chtco.getCommon,
  chtcoGetCommoditySearch: chtco.getCommoditySearch,
  chtcoGetHomePageInfo: chtco.getHomePageInfo,
  chtcoGetProductsPrices: chtco.getProductsPrices,
  chtcoGetHelpCenterCategory: chtco.getHelpCenterCategory,
  chtcoGetPartner: chtco.getPartner,
  chtcoGetFreeTrial: chtco.getFreeTrial,
  chtcoGetInformation: chtco.getInformation,
  chtcoGetInformationInfo: chtco.getInformationInfo,
  chtcoGetOperationManual: chtco.getOperationManual,
  chtcoGetVideoCourse: chtco.getVideoCourse,
  chtcoGetAboutUs: chtco.getAboutUs,
  chtcoGetCustom: chtco.getCustom,
  chtcoQueryArticleHandbook: chtco.queryArticleHandbook,
  chtcoGetMenuRelationList: chtco.getMenuRelationList,
  chtcoShowArticleList: chtco.showArticleList,
  chtcoGetHotArticleByType: chtco.getHotArticleByType,
  chtcoShowArticleDetailById: chtco.showArticleDetailById,
} satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;
