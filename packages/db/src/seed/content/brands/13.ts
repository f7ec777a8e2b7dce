import type { PlatformSeed } from '../../types.ts';

/**
 * TIAN_HE (code 13): the spec does not show its focus. Invented: a Guangzhou tax
 * agency for mid-size cross-border sellers on European marketplaces: EU/UK VAT
 * registration and filing, OSS/IOSS, tax audit support, back filing and agent
 * transfer. News category ids 131-133 are its IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '13',
    key: 'TIAN_HE',
    label: '天合税务',
    labelEn: 'Tianhe Cross-border Tax',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '广州天合跨境税务师事务所有限公司',
    copyright: 'Copyright © 2018-2026 广州天合跨境税务师事务所有限公司 All Rights Reserved',
    filingNo: '粤ICP备2018093572号-1',
    policeFilingNo: '粤公网安备44010602005318号',
    licence: '税务师事务所行政登记证书编号：44010045 ｜ 统一社会信用代码：91440101MA5C7K2R4X',
    seo: {
      title: '天合税务 - 英国VAT_德国VAT_OSS/IOSS申报_欧洲税务稽查应对专业代理',
      description:
        '天合税务是面向中大型跨境电商卖家的欧洲税务代理，持证税务师与英国、德国、法国、意大利、西班牙、波兰、捷克本地会计师双重复核，提供VAT注册与按期申报、OSS/IOSS申报、历史补申报、税号转代理及税务稽查应对服务。',
      keywords:
        '欧洲VAT代理,英国VAT申报,德国VAT申报,OSS申报,IOSS注册,VAT转代理,VAT补申报,税务稽查,德国税局问询,HMRC稽查,跨境电商税务',
    },
    contact: {
      phone: '400-161-8626',
      businessCooperation: '020-3829 6650',
      email: 'tax@tianhetax.com',
      address: '广州市天河区珠江新城华夏路10号富力中心28楼2806-2808室',
      hours: '周一至周五 9:00-18:30（申报截止日前周六值班）',
    },
    home: {
      hero: {
        eyebrow: '服务年销售额50万欧元以上的跨境卖家',
        title: '欧洲VAT与税务代理，申报准、稽查稳',
        subtitle:
          '持证税务师与欧洲七国本地合作会计师双重复核，覆盖VAT注册、按期申报、OSS/IOSS、历史补申报与税局稽查应对，让多站点、多仓库的税务数据经得起核查。',
        primaryCta: { label: '预约免费税务诊断', path: '/ld/contactUs' },
        secondaryCta: { label: '查看申报方案', path: '/ld/price' },
        stats: [
          { value: '8,600+', label: '在管欧洲税号' },
          { value: '7国', label: '本地合作会计师' },
          { value: '99.8%', label: '按期申报率' },
          { value: '420+', label: '税局稽查应对案例' },
        ],
      },
      services: {
        title: '税务服务',
        subtitle: '为多站点运营、泛欧仓储的中大型卖家设计的全周期税务方案',
        items: [
          {
            title: '英国VAT注册与申报',
            desc: '海外卖家在英国有库存即须注册，无起征门槛；标准税率20%，按季度通过MTD数字化系统提交申报并缴税。',
            icon: 'vat',
            path: '/ld/VAT?country=0',
            tags: ['税率20%', 'MTD直连'],
          },
          {
            title: '德国VAT注册与申报',
            desc: '标准税率19%，新注册企业前两年按月申报、次月10日截止，另需完成年度汇总申报；协助申请延期申报许可（Dauerfristverlängerung）。',
            icon: 'vat',
            path: '/ld/VAT?country=2',
            tags: ['税率19%', '月报+年报'],
          },
          {
            title: '法意西波捷VAT',
            desc: '法国20%、意大利22%、西班牙21%、波兰23%、捷克21%，泛欧仓储各站点统一排期申报，一份销售报表拆分出各国申报数据。',
            icon: 'globe',
            path: '/ld/VAT',
            tags: ['泛欧仓储', '多国统一排期'],
          },
          {
            title: 'OSS一站式申报',
            desc: '欧盟境内跨境B2C远程销售超过1万欧元门槛后，通过发货国OSS按季度一次申报各目的国VAT，省去逐国注册。',
            icon: 'tax',
            path: '/ld/VAT?service=oss',
            tags: ['季度申报'],
          },
          {
            title: 'IOSS中间人服务',
            desc: '单件价值不超过150欧元的进口包裹，以欧盟中间人身份注册IOSS并按月申报，买家清关无需再缴进口VAT。',
            icon: 'tax',
            path: '/ld/VAT?service=ioss',
            tags: ['≤€150', '月度申报'],
          },
          {
            title: '税务稽查应对',
            desc: '德国税局问询函、HMRC合规检查、意大利税局质询等全程代理答复，梳理进销存与物流凭证，评估补税与罚款风险。',
            icon: 'shield',
            path: '/ld/contactUs',
            tags: ['问询函答复', '风险评估'],
          },
          {
            title: '历史补申报与转代理',
            desc: '核对历史申报与平台报表差异，补报漏报期间并测算滞纳金；原代理交接资料、税局授权变更一次办妥，申报不断档。',
            icon: 'audit',
            path: '/ld/VAT?service=transfer',
          },
        ],
      },
      advantagesTitle: '为什么中大型卖家选择天合',
      process: {
        title: '税务托管四步走',
        steps: [
          { title: '免费税务诊断', desc: '提交近12个月平台销售报表与物流数据，税务师评估各国注册义务与历史申报风险。' },
          { title: '出具方案', desc: '按站点、仓储与销售结构给出注册、申报频率与OSS/IOSS组合方案，费用一次报清。' },
          { title: '注册或转入', desc: '新号注册或原代理转入，完成税局授权、申报日历与数据对接，平均10个工作日上线。' },
          {
            title: '按期申报与年度复核',
            desc: '每期申报前出具核对底稿，卖家确认后提交；年末复核全年数据并出具税务健康报告。',
          },
        ],
      },
      registerBanner: {
        title: '注册领取欧洲税务健康检查',
        text: '新用户注册即可预约一次免费税务诊断，税务师为您核对近12个月申报数据并出具风险清单。',
        button: '免费注册',
      },
      news: { title: '欧洲税务动态' },
    },
    advantages: [
      {
        title: '持证税务师团队',
        desc: '核心团队由中国注册税务师与英国ACCA、德国Steuerberater合作伙伴组成，平均从业年限9年以上。',
        icon: 'law',
      },
      {
        title: '本地会计双重复核',
        desc: '每期申报先由广州团队编制底稿，再经当地合作会计师复核后提交税局，差错率控制在万分之三以内。',
        icon: 'audit',
      },
      {
        title: '申报日历不漏期',
        desc: '德国次月10日、意大利14日、法国19日、西班牙23日、波兰与捷克25日，截止前10天起每日追踪进度。',
        icon: 'clock',
      },
      {
        title: '稽查应对经验丰富',
        desc: '累计处理420余起欧洲税局问询与稽查，熟悉德国、英国、意大利税局的核查重点与答复口径。',
        icon: 'shield',
      },
      {
        title: '专属客户经理',
        desc: '年销售额超过100万欧元的客户配备专属税务经理与备份顾问，工作日1小时内响应。',
        icon: 'team',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '税务服务',
        typeKey: 'Services',
        path: '/ld/VAT',
        description: '欧洲VAT注册申报、OSS/IOSS与税务稽查应对',
        panels: [
          { name: '英国VAT', title: '标准税率20%，季度MTD申报', icon: 'vat', linkUrl: '/ld/VAT?country=0' },
          { name: '德国VAT', title: '标准税率19%，前两年按月申报', icon: 'vat', linkUrl: '/ld/VAT?country=2' },
          { name: '法国VAT', title: '标准税率20%，次月19日前缴税', icon: 'vat', linkUrl: '/ld/VAT?country=1' },
          { name: '意大利VAT', title: '标准税率22%，次月14日前缴税', icon: 'vat', linkUrl: '/ld/VAT?country=3' },
          { name: '西班牙VAT', title: '标准税率21%，Modelo 303季度申报', icon: 'vat', linkUrl: '/ld/VAT?country=4' },
          { name: 'OSS申报', title: '欧盟远程销售一站式季度申报', icon: 'tax', linkUrl: '/ld/VAT?service=oss' },
          { name: 'IOSS中间人', title: '≤150欧元进口包裹按月申报', icon: 'tax', linkUrl: '/ld/VAT?service=ioss' },
          { name: '税务稽查应对', title: '税局问询函与合规检查全程代理', icon: 'shield', linkUrl: '/ld/contactUs' },
          {
            name: '补申报与转代理',
            title: '历史差异核对与无缝交接',
            icon: 'audit',
            linkUrl: '/ld/VAT?service=transfer',
          },
        ],
      },
      { label: '申报方案', path: '/ld/price', description: '按站点与申报频率组合的年度税务方案' },
      {
        label: '免费工具',
        typeKey: 'freeTrial',
        description: '税费测算与税号核验工具',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '回答9个问题，确认需要注册的国家与申报方式' },
          { label: 'VAT税费计算器', path: '/ld/calculate/1', description: '按站点税率与销售额估算应缴VAT' },
          {
            label: '欧盟VAT税号校验（VIES）',
            path: 'https://ec.europa.eu/taxation_customs/vies/',
            pageType: 1,
            description: '欧盟委员会官方税号有效性查询',
          },
          {
            label: '英国VAT税号校验',
            path: 'https://www.gov.uk/check-uk-vat-number',
            pageType: 1,
            description: 'HMRC官方英国VAT号码查询',
          },
        ],
      },
      {
        label: '税务资讯',
        typeKey: 'IndustryInsight',
        description: '英国与欧盟税务政策、稽查案例',
        children: [
          { label: 'VAT资讯', path: '/ld/aboutVat/103', mainId: 103 },
          { label: '平台规则与动态', path: '/ld/aboutVat/105', mainId: 105 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
        ],
      },
      {
        label: '帮助中心',
        path: '/ld/problem',
        children: [
          { label: '常见问题', path: '/ld/problem', description: '注册时效、申报频率、滞纳金等高频问题' },
          { label: '操作手册', path: '/ld/operation', description: '报表上传、申报确认与缴税操作指引' },
          { label: '视频课程', path: '/ld/videos', description: '税务师讲解OSS、IOSS与稽查应对' },
        ],
      },
      {
        label: '关于天合',
        path: '/ld/aboutUs',
        children: [
          { label: '事务所介绍', path: '/ld/aboutUs' },
          { label: '联系我们', path: '/ld/contactUs' },
          { label: '渠道合作', path: '/ld/cooperative' },
        ],
      },
    ],
    footer: [
      {
        kind: 'function',
        title: '服务导航',
        items: [
          { label: '英国VAT', value: '/ld/VAT?country=0' },
          { label: '德国VAT', value: '/ld/VAT?country=2' },
          { label: 'OSS/IOSS申报', value: '/ld/VAT?service=oss' },
          { label: '申报方案', value: '/ld/price' },
          { label: 'VAT税费计算器', value: '/ld/calculate/1' },
          { label: '常见问题', value: '/ld/problem' },
          { label: '渠道合作', value: '/ld/cooperative' },
          { label: '事务所介绍', value: '/ld/aboutUs' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系天合',
        items: [
          { label: '服务热线', value: '400-161-8626' },
          { label: '商务合作', value: '020-3829 6650' },
          { label: '官方邮箱', value: 'tax@tianhetax.com' },
          { label: '办公地址', value: '广州市天河区珠江新城华夏路10号富力中心28楼2806-2808室' },
          { label: '服务时间', value: '周一至周五 9:00-18:30（申报截止日前周六值班）' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          { label: '英国税务海关总署 HMRC', value: 'https://www.gov.uk/government/organisations/hm-revenue-customs' },
          { label: '德国联邦中央税务局 BZSt', value: 'https://www.bzst.de' },
          { label: '欧盟VIES税号查询', value: 'https://ec.europa.eu/taxation_customs/vies/' },
          { label: '欧盟OSS一站式申报门户', value: 'https://vat-one-stop-shop.ec.europa.eu' },
          { label: '法国税务局', value: 'https://www.impots.gouv.fr' },
          { label: '亚马逊欧洲卖家平台', value: 'https://sellercentral-europe.amazon.com' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注天合',
        items: [
          { label: '天合税务公众号', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=tianhetax' },
          { label: '税务顾问企业微信', value: 'qr:https://work.weixin.qq.com/kfid/kfc-tianhe-tax' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律声明',
        items: [
          { label: '隐私政策', value: '/custom/privacy-policy' },
          { label: '服务协议', value: '/custom/service-agreement' },
          { label: '粤ICP备2018093572号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '税务顾问',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-tianhe-tax',
      },
      { name: '免费税务诊断', icon: 'audit', linkUrl: '/ld/contactUs' },
      { name: 'VAT计算器', icon: 'calculator', linkUrl: '/ld/calculate/1' },
      { name: '电话咨询', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多',
      items: [
        { kind: 'contactUs', label: '在线留言', value: '/ld/contactUs', extra: '税务师48小时内回复' },
        { kind: 'preSaleTelephone', label: '咨询热线', value: '400-161-8626', extra: '周一至周五 9:00-18:30' },
        { kind: 'qrcode', label: '扫码预约税务诊断', value: 'qr:https://work.weixin.qq.com/kfid/kfc-tianhe-diagnosis' },
      ],
    },
    search: [
      { name: '英国VAT申报', path: '/ld/VAT?country=0', hot: true },
      { name: '德国VAT申报', path: '/ld/VAT?country=2', hot: true },
      { name: 'OSS申报', path: '/ld/VAT?service=oss', hot: true },
      { name: 'IOSS注册', path: '/ld/VAT?service=ioss', hot: true },
      { name: '税务稽查应对', path: '/ld/contactUs', hot: true },
      { name: 'VAT转代理', path: '/ld/VAT?service=transfer', hot: true },
      { name: '法国VAT注册', path: '/ld/VAT?country=1' },
      { name: '意大利VAT注册', path: '/ld/VAT?country=3' },
      { name: '西班牙VAT注册', path: '/ld/VAT?country=4' },
      { name: '波兰VAT注册', path: '/ld/VAT?country=5' },
      { name: '捷克VAT注册', path: '/ld/VAT?country=6' },
      { name: 'VAT历史补申报', path: '/ld/VAT?service=transfer' },
      { name: 'VAT税费计算器', path: '/ld/calculate/1' },
      { name: '欧盟授权代表', path: '/ld/ouAgent' },
      { name: '申报方案与价格', path: '/ld/price' },
      { name: '常见问题', path: '/ld/problem' },
    ],
    compliance: true,
  },
];
