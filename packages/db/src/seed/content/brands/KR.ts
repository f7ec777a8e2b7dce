import type { PlatformSeed } from '../../types.ts';

/**
 * Korean-market variant (code 'KR', key 'KOREA'), simplified Chinese.
 * 韩启通: helps Chinese sellers and brands set up in Korea: company registration,
 * tax filing, the D-8-4 entrepreneur visa and influencer marketing.
 * The four Korean service sections are anchors of /ld/aboutUs
 * (#companyRegistration, #taxService, #visaService, #expertMarketing).
 * Figures follow spec section 9 exactly.
 */

const PHONE = '400-826-5180';
const EMAIL = 'service@hanqitong.com';
const BD_EMAIL = 'bd@hanqitong.com';
const ADDRESS = '深圳市南山区粤海街道科苑路15号科兴科学园B栋2单元1806';
const COMPANY = '深圳韩启通跨境企业服务有限公司';
const KF_URL = 'https://work.weixin.qq.com/kfid/kfc-hanqitong-presale';
const KF_QR = `qr:${KF_URL}`;
const MP_QR = 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=hanqitong';

export const platform: PlatformSeed[] = [
  {
    code: 'KR',
    key: 'KOREA',
    label: '韩启通',
    labelEn: 'HanQiTong Korea Services',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: COMPANY,
    copyright: `Copyright © 2022-2026 ${COMPANY} All Rights Reserved`,
    filingNo: '粤ICP备2022058716号-1',
    policeFilingNo: '粤公网安备44030502009173号',
    licence: '营业执照统一社会信用代码：91440300MA5H2K7R3Q',
    seo: {
      title: '韩启通 | 韩国公司注册、韩国税务申报、D-8-4创业签证、韩国网红营销',
      description:
        '韩启通为中国卖家和品牌提供进入韩国市场的一站式服务：韩国公司注册1-2个月完成，增值税与法人税申报，D-8-4创业签证投资门槛仅1,000万韩元、获批率90%以上，韩国网红营销覆盖粉丝80万+。',
      keywords:
        '韩国公司注册,韩国法人设立,韩国税务,韩国增值税申报,韩国法人税,D-8-4签证,D-8签证,韩国创业签证,韩国网红营销,Coupang开店,韩国跨境电商',
    },
    contact: {
      phone: PHONE,
      businessCooperation: BD_EMAIL,
      email: EMAIL,
      address: ADDRESS,
      hours: '周一至周六 9:00-18:30（北京时间）',
    },
    home: {
      hero: {
        eyebrow: '中国卖家进入韩国市场的一站式落地服务',
        title: '注册韩国公司，拿下D-8-4签证，把品牌做进韩国',
        subtitle:
          '深圳与首尔双团队协同：从韩国公司注册、银行开户，到增值税与法人税申报、D-8-4创业签证，再到本土网红营销，全程中文对接，进度透明可查。',
        primaryCta: { label: '免费咨询方案', path: '/ld/contactUs' },
        secondaryCta: { label: '查看服务价格', path: '/ld/price' },
        stats: [
          { value: '90%+', label: 'D-8-4签证获批率' },
          { value: '1-2个月', label: '完成韩国公司注册' },
          { value: '约4-5个月', label: 'D-8-4全流程周期' },
          { value: '80万+', label: '网红营销覆盖粉丝' },
        ],
      },
      services: {
        title: '韩国市场落地服务',
        subtitle: '公司、税务、签证、营销四大板块，按需组合，一个顾问全程跟进',
        items: [
          {
            title: '韩国公司注册',
            desc: '协助设立韩国株式会社或外商投资法人，办理外商投资申报、法人登记与营业执照（事业者登记），并协助开立韩国对公银行账户，注册周期1-2个月。',
            icon: 'company',
            path: '/ld/aboutUs#companyRegistration',
            tags: ['1-2个月', '外商投资申报', '银行开户'],
          },
          {
            title: '韩国税务申报',
            desc: '增值税税率10%，按季度申报，须在季度结束后25日内完成；法人税于次年3月31日前申报，净利润2亿韩元以内税率9%，超出部分19%。代理记账、申报一站完成。',
            icon: 'tax',
            path: '/ld/aboutUs#taxService',
            tags: ['增值税10%', '季度申报', '法人税'],
          },
          {
            title: 'D-8-4创业签证',
            desc: '投资门槛仅1,000万韩元（D-8签证需1亿韩元及以上），全流程约4-5个月（D-8约6-8个月），获批率90%以上，含OASIS创业课程与积分准备指导。',
            icon: 'visa',
            path: '/ld/aboutUs#visaService',
            tags: ['1,000万韩元', '获批率90%+', '约4-5个月'],
          },
          {
            title: '韩国网红营销',
            desc: '对接美妆、家居、3C、母婴等垂类韩国本土网红与KOC，覆盖粉丝超80万，提供Instagram、YouTube、Naver博客种草与直播带货方案。',
            icon: 'marketing',
            path: '/ld/aboutUs#expertMarketing',
            tags: ['粉丝80万+', 'Instagram', 'Naver博客'],
          },
          {
            title: '韩国电商平台入驻',
            desc: '以韩国公司主体入驻Coupang、Naver Smart Store、Gmarket等平台，协助完成资料准备、商品本地化与上架运营。',
            icon: 'globe',
            path: '/ld/aboutUs#expertMarketing',
            tags: ['Coupang', 'Naver Smart Store', 'Gmarket'],
          },
        ],
      },
      advantagesTitle: '为什么选择韩启通',
      process: {
        title: '服务流程',
        steps: [
          { title: '免费咨询评估', desc: '顾问了解您的业务与赴韩计划，评估适合的公司类型与签证路径。' },
          { title: '签约与材料准备', desc: '确定方案并签约，我们提供中韩双语材料清单，协助公证认证与翻译。' },
          { title: '韩国公司注册', desc: '办理外商投资申报、法人登记与事业者登记，1-2个月完成公司设立。' },
          { title: 'D-8-4签证申请', desc: '准备投资证明与创业计划，递交签证申请，签证办理约1-3个月。' },
          { title: '落地运营', desc: '记账报税按期完成，网红营销与平台入驻同步推进，助力品牌在韩国起量。' },
        ],
      },
      registerBanner: {
        title: '计划进入韩国市场？先做一次免费评估',
        text: '注册账号即可获取韩国公司注册与D-8-4签证评估报告，专属顾问1对1解读。',
        button: '免费注册',
      },
      news: { title: '韩国市场资讯' },
    },
    advantages: [
      {
        title: '深圳+首尔双团队',
        desc: '深圳团队中文对接，首尔团队对接法院登记所、税务署与出入境管理部门，沟通零障碍。',
        icon: 'team',
      },
      {
        title: '签证获批率90%+',
        desc: 'D-8-4创业签证材料由资深顾问逐项审核，历年获批率保持在90%以上。',
        icon: 'visa',
      },
      {
        title: '周期透明可控',
        desc: '公司注册1-2个月、签证1-3个月，每个节点在线可查，关键进度主动通知。',
        icon: 'clock',
      },
      {
        title: '财税一体化',
        desc: '公司设立后无缝衔接代理记账、季度增值税与年度法人税申报，避免逾期罚款。',
        icon: 'tax',
      },
      {
        title: '本土营销资源',
        desc: '合作韩国网红与KOC覆盖粉丝超80万，从种草到转化提供整体营销方案。',
        icon: 'marketing',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '韩国服务',
        path: '/ld/aboutUs',
        typeKey: 'Services',
        description: '公司注册、税务、签证、网红营销一站式服务',
        panels: [
          {
            name: '韩国公司注册',
            title: '外商投资法人设立，1-2个月完成注册与银行开户',
            icon: 'company',
            linkUrl: '/ld/aboutUs#companyRegistration',
          },
          {
            name: '韩国税务申报',
            title: '增值税季度申报（10%），法人税年度申报（9%/19%）',
            icon: 'tax',
            linkUrl: '/ld/aboutUs#taxService',
          },
          {
            name: 'D-8-4创业签证',
            title: '投资1,000万韩元起，获批率90%以上',
            icon: 'visa',
            linkUrl: '/ld/aboutUs#visaService',
          },
          {
            name: '韩国网红营销',
            title: '本土网红与KOC资源，覆盖粉丝80万+',
            icon: 'marketing',
            linkUrl: '/ld/aboutUs#expertMarketing',
          },
        ],
      },
      {
        label: '签证服务',
        path: '/ld/aboutUs#visaService',
        description: 'D-8-4与D-8签证方案对比',
        children: [
          {
            label: 'D-8-4创业签证',
            path: '/ld/aboutUs#visaService',
            description: '投资1,000万韩元，约4-5个月，获批率90%+',
          },
          {
            label: 'D-8企业投资签证',
            path: '/ld/aboutUs#visaService',
            description: '投资1亿韩元及以上，约6-8个月',
          },
        ],
      },
      { label: '服务价格', path: '/ld/price', description: '韩国公司、税务、签证、营销服务报价' },
      { label: '韩国资讯', path: '/ld/aboutVAT', description: '韩国政策、税务与电商市场动态' },
      { label: '常见问题', path: '/ld/problem', description: '公司注册、签证与报税常见问题' },
      { label: '关于我们', path: '/ld/aboutUs', description: '了解韩启通' },
      { label: '联系我们', path: '/ld/contactUs', description: '48小时内专属顾问回复' },
    ],
    footer: [
      {
        kind: 'function',
        title: '快捷入口',
        items: [
          { label: '韩国公司注册', value: '/ld/aboutUs#companyRegistration' },
          { label: '韩国税务申报', value: '/ld/aboutUs#taxService' },
          { label: 'D-8-4创业签证', value: '/ld/aboutUs#visaService' },
          { label: '韩国网红营销', value: '/ld/aboutUs#expertMarketing' },
          { label: '服务价格', value: '/ld/price' },
          { label: '常见问题', value: '/ld/problem' },
          { label: '联系我们', value: '/ld/contactUs' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系方式',
        items: [
          { label: '服务热线', value: PHONE },
          { label: '商务渠道合作', value: BD_EMAIL },
          { label: '官方邮箱', value: EMAIL },
          { label: '公司地址', value: ADDRESS },
          { label: '服务时间', value: '周一至周六 9:00-18:30' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          { label: '韩国国税厅 Hometax', value: 'https://www.hometax.go.kr/' },
          { label: '韩国出入境 HiKorea', value: 'https://www.hikorea.go.kr/' },
          { label: '韩国大法院互联网登记所', value: 'https://www.iros.go.kr/' },
          { label: 'Invest KOREA', value: 'https://www.investkorea.org/' },
          { label: 'KOTRA 大韩贸易投资振兴公社', value: 'https://www.kotra.or.kr/' },
          { label: 'Coupang 卖家中心', value: 'https://wing.coupang.com/' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注我们',
        items: [
          { label: '微信公众号', value: MP_QR },
          { label: '企业微信客服', value: KF_QR },
        ],
      },
      {
        kind: 'bottom',
        title: '协议与备案',
        items: [
          { label: '隐私政策', value: 'https://www.hanqitong.com/agreement/privacy' },
          { label: '用户协议', value: 'https://www.hanqitong.com/agreement/user' },
          { label: '工信部备案查询', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      { name: '在线客服', icon: 'chat', hoverImage: KF_QR, linkUrl: KF_URL },
      { name: '签证免费评估', icon: 'visa', linkUrl: '/ld/aboutUs#visaService' },
      { name: '注册套餐优惠', icon: 'gift', linkUrl: '/ld/price' },
      { name: '联系我们', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服务',
      items: [
        { kind: 'contactUs', label: '联系我们', value: '/ld/contactUs', extra: '48小时内专属顾问回复' },
        { kind: 'preSaleTelephone', label: '售前咨询电话', value: PHONE, extra: '周一至周六 9:00-18:30' },
        { kind: 'qrcode', label: '扫码添加韩国业务顾问', value: KF_QR },
      ],
    },
    search: [
      { name: '韩国公司注册', path: '/ld/aboutUs#companyRegistration', hot: true },
      { name: 'D-8-4创业签证', path: '/ld/aboutUs#visaService', hot: true },
      { name: '韩国增值税申报', path: '/ld/aboutUs#taxService', hot: true },
      { name: '韩国网红营销', path: '/ld/aboutUs#expertMarketing', hot: true },
      { name: '韩国服务价格', path: '/ld/price', hot: true },
      { name: 'D-8企业投资签证', path: '/ld/aboutUs#visaService' },
      { name: '韩国法人税申报', path: '/ld/aboutUs#taxService' },
      { name: '韩国代理记账', path: '/ld/aboutUs#taxService' },
      { name: '韩国银行开户', path: '/ld/aboutUs#companyRegistration' },
      { name: '韩国外商投资申报', path: '/ld/aboutUs#companyRegistration' },
      { name: 'Coupang开店入驻', path: '/ld/aboutUs#expertMarketing' },
      { name: 'Naver Smart Store入驻', path: '/ld/aboutUs#expertMarketing' },
      { name: '韩国市场资讯', path: '/ld/aboutVAT' },
      { name: '韩国公司常见问题', path: '/ld/problem' },
      { name: '联系韩国业务顾问', path: '/ld/contactUs' },
    ],
    compliance: false,
  },
];
