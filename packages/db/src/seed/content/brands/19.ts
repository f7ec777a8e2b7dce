import type { PlatformSeed } from '../../types.ts';

/**
 * REME (code 19): the spec does not show its focus. Invented: product compliance and
 * EU/UK authorised-representative services: GPSR responsible person and label
 * rectification, EU and UK representatives, CE/UKCA testing and certification.
 * Footer copyright year 2025 (spec section 2). News category ids 191-193 are its
 * IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '19',
    key: 'REME',
    label: '瑞美合规',
    labelEn: 'REME Compliance',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '深圳市瑞美合规技术服务有限公司',
    copyright: 'Copyright © 2025 深圳市瑞美合规技术服务有限公司 All Rights Reserved',
    filingNo: '粤ICP备2024107315号-1',
    policeFilingNo: '粤公网安备44030602008254号',
    licence: '营业执照统一社会信用代码：91440300MADG4R7E2C',
    seo: {
      title: '瑞美合规 - GPSR欧盟负责人_欧代英代_CE/UKCA检测认证_产品合规服务',
      description:
        '瑞美合规为跨境电商卖家提供GPSR欧盟负责人与标签整改、欧盟授权代表、英国负责人、CE与UKCA检测认证、玩具与电子产品测试及EPR注册服务，帮助卖家补齐亚马逊产品合规信息，避免Listing被下架。',
      keywords:
        'GPSR,欧盟负责人,欧代,英代,欧盟授权代表,英国负责人,CE认证,UKCA认证,RED认证,EN 71,RoHS,产品合规,亚马逊合规,Listing下架',
    },
    contact: {
      phone: '400-998-2519',
      businessCooperation: 'bd@remecompliance.com',
      email: 'support@remecompliance.com',
      address: '深圳市宝安区西乡街道宝源路1065号智汇创新中心A座12层',
      hours: '周一至周六 9:00-18:00',
    },
    home: {
      hero: {
        eyebrow: 'GPSR自2024年12月13日起全面适用',
        title: '产品合规与欧代服务，一站补齐',
        subtitle:
          '欧盟负责人、英国负责人、CE/UKCA检测认证与GPSR标签整改一次办妥，帮助跨境卖家快速补齐亚马逊后台合规信息，远离Listing下架与召回风险。',
        primaryCta: { label: '免费合规自测', path: '/buyingGuide' },
        secondaryCta: { label: '了解欧代服务', path: '/ld/ouAgent' },
        stats: [
          { value: '26,000+', label: '托管合规SKU' },
          { value: '48小时', label: '出具欧代授权文件' },
          { value: '40+', label: '合作检测实验室' },
          { value: '欧盟+英国', label: '双负责人覆盖' },
        ],
      },
      services: {
        title: '产品合规服务',
        subtitle: '从责任主体到检测报告，再到产品标签，覆盖欧盟与英国上架全部合规要素',
        items: [
          {
            title: 'GPSR合规整改',
            desc: '依据欧盟通用产品安全法规（EU）2023/988，梳理制造商信息、欧盟负责人、产品标识与多语言安全警示，指导完成亚马逊后台GPSR信息填报。',
            icon: 'shield',
            path: '/ld/ouAgent?type=gpsr',
            tags: ['标签整改', '后台填报'],
          },
          {
            title: '欧盟授权代表',
            desc: '由我们在欧盟设立的实体担任欧盟负责人，提供欧代地址与授权书，负责保存技术文件、配合市场监管机构问询。',
            icon: 'law',
            path: '/ld/ouAgent',
            tags: ['欧代地址', '技术文件保管'],
          },
          {
            title: '英国负责人',
            desc: '为销往英国的产品提供英国负责人（UK Responsible Person）及UKCA授权代表服务，满足英国站上架与海关要求。',
            icon: 'globe',
            path: '/ld/ouAgent?country=0',
          },
          {
            title: 'CE检测认证',
            desc: '覆盖低电压LVD、电磁兼容EMC、无线电设备RED、RoHS等指令，对接合作实验室完成测试，出具检测报告与欧盟符合性声明（DoC）。',
            icon: 'compliance',
            path: '/ld/price?service=ce',
            tags: ['LVD', 'EMC', 'RED', 'RoHS'],
          },
          {
            title: '玩具与儿童用品检测',
            desc: '按EN 71系列标准及玩具安全指令办理检测与CE标识，适用于毛绒玩具、益智玩具、儿童电子产品等品类。',
            icon: 'audit',
            path: '/ld/price?service=toys',
          },
          {
            title: 'UKCA认证',
            desc: '英国市场的合格评定标识，按英国法规完成测试与英国符合性声明，与CE检测数据合并办理，节省重复测试费用。',
            icon: 'compliance',
            path: '/ld/price?service=ukca',
          },
          {
            title: '产品标签与说明书',
            desc: '审核外箱、产品本体与说明书上的制造商、负责人、批次号、警示语及回收标识，输出可直接印刷的合规标签稿。',
            icon: 'label',
            path: '/recycling_labels',
          },
          {
            title: 'EPR注册',
            desc: '德国包装法LUCID、WEEE与电池法注册，法国EPR唯一识别码申请，与产品合规资料同步准备。',
            icon: 'epr',
            path: '/ld/EPR',
          },
        ],
      },
      advantagesTitle: '为什么选择瑞美',
      process: {
        title: '产品合规四步完成',
        steps: [
          {
            title: '品类诊断',
            desc: '提交产品链接或规格书，顾问判定适用的欧盟指令、法规与英国要求，列出所需文件清单。',
          },
          {
            title: '检测认证',
            desc: '安排合作实验室送样测试，常规CE项目约2-4周出具报告，同步准备技术文件与符合性声明。',
          },
          { title: '负责人授权', desc: '签署欧代、英代服务协议，48小时内出具授权文件与负责人地址信息。' },
          { title: '标签与上架', desc: '输出合规标签稿与说明书修订建议，指导在亚马逊后台上传GPSR信息与安全文件。' },
        ],
      },
      registerBanner: {
        title: '注册领取GPSR合规自查包',
        text: '新用户注册即可获得GPSR标签自查清单与欧代服务首年优惠券，顾问免费审核一款产品的标签与说明书。',
        button: '立即注册',
      },
      news: { title: '法规资讯' },
    },
    advantages: [
      {
        title: '自有欧盟负责人实体',
        desc: '欧代服务由我们在德国设立的自有实体承担，地址真实可查，可直接配合欧盟各国市场监管机构问询。',
        icon: 'shield',
      },
      {
        title: '检测资源丰富',
        desc: '与40余家具备资质的第三方实验室及欧盟公告机构合作，电子电气、玩具、家居、纺织品类目全覆盖。',
        icon: 'audit',
      },
      {
        title: '懂平台审核',
        desc: '熟悉亚马逊、速卖通、Temu等平台的合规资料审核要求，标签与文件一次通过率超过95%。',
        icon: 'compliance',
      },
      {
        title: '时效有保障',
        desc: '欧代授权48小时出具，常规CE检测2-4周出报告，每个环节进度在工作台实时可查。',
        icon: 'clock',
      },
      {
        title: '一对一合规顾问',
        desc: '每个账号配备专属顾问，被平台通知下架或收到监管问询时，24小时内给出处理方案。',
        icon: 'team',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '合规服务',
        typeKey: 'Services',
        path: '/ld/ouAgent',
        description: 'GPSR、欧代英代、CE/UKCA检测认证与标签合规',
        panels: [
          {
            name: 'GPSR合规',
            title: '通用产品安全法规负责人与标签整改',
            icon: 'shield',
            linkUrl: '/ld/ouAgent?type=gpsr',
          },
          { name: '欧盟授权代表', title: '欧代地址、授权书与技术文件保管', icon: 'law', linkUrl: '/ld/ouAgent' },
          {
            name: '英国负责人',
            title: 'UK Responsible Person与UKCA代表',
            icon: 'globe',
            linkUrl: '/ld/ouAgent?country=0',
          },
          {
            name: 'CE检测认证',
            title: 'LVD、EMC、RED、RoHS测试与DoC',
            icon: 'compliance',
            linkUrl: '/ld/price?service=ce',
          },
          {
            name: 'UKCA认证',
            title: '英国合格评定标识与符合性声明',
            icon: 'compliance',
            linkUrl: '/ld/price?service=ukca',
          },
          { name: '玩具检测', title: 'EN 71系列标准测试与CE标识', icon: 'audit', linkUrl: '/ld/price?service=toys' },
          {
            name: '标签与说明书',
            title: '制造商、负责人与警示语标签审核',
            icon: 'label',
            linkUrl: '/recycling_labels',
          },
          { name: 'EPR注册', title: '德国包装法、WEEE、电池法与法国EPR', icon: 'epr', linkUrl: '/ld/EPR' },
        ],
      },
      {
        label: '欧代英代',
        path: '/ld/ouAgent',
        description: '欧盟负责人与英国负责人服务',
        children: [
          { label: '欧盟授权代表', path: '/ld/ouAgent', description: '德国自有实体担任欧盟负责人' },
          { label: 'GPSR负责人', path: '/ld/ouAgent?type=gpsr', description: '满足GPSR对欧盟境内经营者的要求' },
          { label: '英国负责人', path: '/ld/ouAgent?country=0', description: '英国站上架必备的责任主体' },
        ],
      },
      { label: '检测认证', path: '/ld/price?service=ce', description: 'CE、UKCA、RoHS、EN 71检测认证报价' },
      {
        label: '免费测评',
        typeKey: 'freeTrial',
        description: '免费合规自测与费用测算',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '3分钟生成产品合规清单' },
          { label: 'EPR费用测算', path: '/ld/calculate/2', description: '估算包装与电子电气产品的EPR年费' },
          {
            label: '欧盟Safety Gate召回查询',
            path: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport',
            pageType: 1,
            description: '欧盟危险非食品快速预警系统官方公告',
          },
        ],
      },
      {
        label: '在线工具',
        typeKey: 'OnlineTool',
        description: '免费合规自查工具',
        children: [
          { label: 'EPR合规检查', path: '/compliance_service_epr', description: '免费：检查店铺EPR注册是否齐全' },
          { label: '可回收性评估工具', path: '/design_for_recycling', description: '免费：评估包装可回收性' },
        ],
      },
      {
        label: '法规资讯',
        typeKey: 'IndustryInsight',
        description: 'GPSR、CE与平台合规动态',
        children: [
          { label: '产品合规（GPSR/CE/UKCA）', path: '/ld/aboutVat/108', mainId: 108 },
          { label: '平台规则与动态', path: '/ld/aboutVat/105', mainId: 105 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
        ],
      },
      {
        label: '关于瑞美',
        path: '/ld/aboutUs',
        children: [
          { label: '公司介绍', path: '/ld/aboutUs' },
          { label: '常见问题', path: '/ld/problem' },
          { label: '联系我们', path: '/ld/contactUs' },
        ],
      },
    ],
    footer: [
      {
        kind: 'function',
        title: '服务入口',
        items: [
          { label: 'GPSR合规', value: '/ld/ouAgent?type=gpsr' },
          { label: '欧盟授权代表', value: '/ld/ouAgent' },
          { label: '英国负责人', value: '/ld/ouAgent?country=0' },
          { label: 'CE检测认证', value: '/ld/price?service=ce' },
          { label: '合规自测', value: '/buyingGuide' },
          { label: '常见问题', value: '/ld/problem' },
          { label: '联系我们', value: '/ld/contactUs' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系瑞美',
        items: [
          { label: '服务热线', value: '400-998-2519' },
          { label: '商务合作', value: 'bd@remecompliance.com' },
          { label: '客服邮箱', value: 'support@remecompliance.com' },
          { label: '公司地址', value: '深圳市宝安区西乡街道宝源路1065号智汇创新中心A座12层' },
          { label: '服务时间', value: '周一至周六 9:00-18:00' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          { label: '欧盟Safety Gate', value: 'https://ec.europa.eu/safety-gate-alerts/screen/webReport' },
          {
            label: '欧盟单一市场CE标识指南',
            value: 'https://single-market-economy.ec.europa.eu/single-market/ce-marking_en',
          },
          { label: '英国UKCA标识指南', value: 'https://www.gov.uk/guidance/using-the-ukca-marking' },
          { label: '亚马逊欧洲卖家平台', value: 'https://sellercentral-europe.amazon.com' },
          { label: '德国包装注册处 LUCID', value: 'https://lucid.verpackungsregister.org' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注瑞美',
        items: [
          {
            label: '瑞美合规公众号',
            value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=remecompliance',
          },
          { label: '合规顾问企业微信', value: 'qr:https://work.weixin.qq.com/kfid/kfc-reme-gpsr' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律声明',
        items: [
          { label: '隐私政策', value: '/custom/privacy-policy' },
          { label: '用户协议', value: '/custom/user-agreement' },
          { label: '欧代服务条款', value: '/custom/eu-representative-terms' },
          { label: '粤ICP备2024107315号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '在线客服',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-reme-gpsr',
      },
      { name: 'GPSR自查', icon: 'shield', linkUrl: '/ld/ouAgent?type=gpsr' },
      { name: '新客礼包', icon: 'gift', linkUrl: '/anniversary' },
      { name: '联系我们', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服务',
      items: [
        { kind: 'contactUs', label: '联系我们', value: '/ld/contactUs', extra: '留言后48小时内回复' },
        { kind: 'preSaleTelephone', label: '售前咨询', value: '400-998-2519', extra: '周一至周六 9:00-18:00' },
        {
          kind: 'qrcode',
          label: '扫码领取GPSR自查清单',
          value: 'qr:https://work.weixin.qq.com/kfid/kfc-reme-checklist',
        },
      ],
    },
    search: [
      { name: 'GPSR欧盟负责人', path: '/ld/ouAgent?type=gpsr', hot: true },
      { name: '欧盟授权代表', path: '/ld/ouAgent', hot: true },
      { name: '英国负责人', path: '/ld/ouAgent?country=0', hot: true },
      { name: 'CE认证', path: '/ld/price?service=ce', hot: true },
      { name: 'GPSR标签整改', path: '/ld/ouAgent?type=gpsr', hot: true },
      { name: 'UKCA认证', path: '/ld/price?service=ukca' },
      { name: 'RED无线电认证', path: '/ld/price?service=ce' },
      { name: 'RoHS检测', path: '/ld/price?service=ce' },
      { name: 'EN 71玩具检测', path: '/ld/price?service=toys' },
      { name: '产品标签审核', path: '/recycling_labels' },
      { name: '德国包装法注册', path: '/ld/EPR' },
      { name: 'WEEE注册', path: '/ld/EPR' },
      { name: 'EPR合规检查', path: '/compliance_service_epr' },
      { name: '合规自测', path: '/buyingGuide' },
      { name: '常见问题', path: '/ld/problem' },
    ],
    compliance: true,
  },
];
