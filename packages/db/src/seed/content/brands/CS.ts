import type { PlatformSeed } from '../../types.ts';

/**
 * Consulting/services variant (code 'CS', key 'CONSULT'), simplified Chinese.
 * 衡规咨询: the consulting arm for enterprise clients (brands, manufacturers and
 * large marketplace sellers): compliance strategy consulting, EPR obligation
 * analysis, market-entry consulting and in-house training.
 */

const PHONE = '400-918-6620';
const EMAIL = 'consult@hengguizx.com';
const BD_EMAIL = 'partner@hengguizx.com';
const ADDRESS = '广州市天河区珠江新城华夏路10号富力中心2306室';
const COMPANY = '广州衡规企业管理咨询有限公司';
const KF_URL = 'https://work.weixin.qq.com/kfid/kfc-henggui-consult';
const KF_QR = `qr:${KF_URL}`;
const MP_QR = 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=hengguizx';

export const platform: PlatformSeed[] = [
  {
    code: 'CS',
    key: 'CONSULT',
    label: '衡规咨询',
    labelEn: 'Henggui Compliance Consulting',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: COMPANY,
    copyright: `Copyright © 2020-2026 ${COMPANY} All Rights Reserved`,
    filingNo: '粤ICP备2021093458号-1',
    policeFilingNo: '粤公网安备44010602011287号',
    licence: '营业执照统一社会信用代码：91440101MA9W5T2L8C',
    seo: {
      title: '衡规咨询 | 跨境合规战略咨询、EPR义务分析、海外市场准入与合规培训',
      description:
        '衡规咨询为出海品牌与制造企业提供合规战略咨询、欧盟EPR义务分析、VAT与CBAM等市场准入咨询及企业合规内训，帮助企业在欧洲、英国、美国、日本等市场建立可持续的合规体系。',
      keywords:
        '跨境合规咨询,合规战略,EPR义务分析,德国包装法,WEEE,欧盟电池法,欧盟VAT,CBAM碳关税,市场准入咨询,合规培训,出海企业合规',
    },
    contact: {
      phone: PHONE,
      businessCooperation: BD_EMAIL,
      email: EMAIL,
      address: ADDRESS,
      hours: '周一至周五 9:00-18:30',
    },
    home: {
      hero: {
        eyebrow: '面向出海品牌与制造企业的合规咨询',
        title: '把合规做成出海的竞争力',
        subtitle:
          '从目标市场准入评估、EPR义务拆解到合规体系搭建与团队培训，衡规咨询以项目制为企业客户交付可执行的合规方案，覆盖欧盟、英国、美国、日本等主要市场。',
        primaryCta: { label: '预约顾问诊断', path: '/ld/contactUs' },
        secondaryCta: { label: '免费合规自评', path: '/buyingGuide' },
        stats: [
          { value: '1,200+', label: '服务出海企业' },
          { value: '30+', label: '覆盖国家和地区' },
          { value: '80+', label: '专职合规顾问' },
          { value: '300+', label: '企业内训场次' },
        ],
      },
      services: {
        title: '咨询服务',
        subtitle: '按企业所处阶段组合服务，从战略到落地一以贯之',
        items: [
          {
            title: '合规战略咨询',
            desc: '梳理企业在各目标市场的税务、EPR、产品安全与知识产权风险，输出三年合规路线图、预算测算与内部职责分工方案。',
            icon: 'compliance',
            path: '/ld/contactUs',
            tags: ['合规路线图', '风险评估', '预算测算'],
          },
          {
            title: 'EPR义务分析',
            desc: '按产品与销售国逐一判定包装、电子电气（WEEE）、电池、纺织与家具等EPR义务，明确德国LUCID、stiftung ear、法国UIN等注册与申报要求。',
            icon: 'epr',
            path: '/compliance_service_epr',
            tags: ['包装', 'WEEE', '电池', '法国UIN'],
          },
          {
            title: '欧洲市场准入咨询',
            desc: '评估欧盟、英国VAT注册与申报义务（德国19%、英国20%），设计OSS/IOSS申报架构，确定欧盟授权代表与进口商角色安排。',
            icon: 'vat',
            path: '/ld/VAT',
            tags: ['VAT', 'OSS/IOSS', '授权代表'],
          },
          {
            title: 'CBAM碳关税咨询',
            desc: '按CN编码判定产品是否属于CBAM范围，测算年度进口量是否超过50吨豁免门槛，规划2026年起正式期的申报人资质与证书采购。',
            icon: 'cbam',
            path: '/ld/CBAM',
            tags: ['CN编码判定', '50吨门槛', '正式期'],
          },
          {
            title: '包装与可回收设计',
            desc: '对照德国可回收性最低标准与法国Triman、意大利环境标识要求，优化包装材料与标签，降低合规成本。',
            icon: 'recycle',
            path: '/design_for_recycling',
            tags: ['可回收性评估', '回收标识'],
          },
          {
            title: '企业合规培训',
            desc: '为运营、采购、财务与法务团队定制内训课程，涵盖VAT、EPR、产品合规与商标布局，配套视频课程与操作手册。',
            icon: 'team',
            path: '/ld/videos',
            tags: ['定制内训', '视频课程', '操作手册'],
          },
        ],
      },
      advantagesTitle: '企业客户为什么选择衡规咨询',
      process: {
        title: '咨询项目流程',
        steps: [
          { title: '需求诊断', desc: '顾问访谈业务、供应链与销售渠道，明确咨询范围与交付标准。' },
          { title: '义务分析报告', desc: '按国家、产品与平台输出合规义务清单、风险等级与时间表。' },
          { title: '方案落地', desc: '协同执行团队完成注册、申报与标签整改，关键节点逐一验收。' },
          { title: '培训与持续监测', desc: '为团队开展专项培训，按月推送法规变化与影响评估。' },
        ],
      },
      registerBanner: {
        title: '您的出海合规体系还缺哪一块？',
        text: '注册后完成合规自评问卷，即可获得按国家与产品拆分的合规报告，顾问免费1对1解读。',
        button: '立即注册',
      },
      news: { title: '合规洞察' },
    },
    advantages: [
      {
        title: '项目制交付',
        desc: '每个项目配备主顾问与执行团队，交付物、里程碑与验收标准写入合同。',
        icon: 'guide',
      },
      {
        title: '法规一手解读',
        desc: '持续跟踪欧盟电池法、德国包装法、CBAM等法规的官方文本与执法动态，结论注明依据与核实日期。',
        icon: 'law',
      },
      {
        title: '多国专家网络',
        desc: '与德国、法国、英国、西班牙等地的税务师、律师及授权代表长期合作，覆盖30多个国家和地区。',
        icon: 'globe',
      },
      {
        title: '行业方案沉淀',
        desc: '深耕3C电子、家居家具、纺织服饰、户外储能等品类，提供成熟的行业合规模板。',
        icon: 'manual',
      },
      {
        title: '数据安全保障',
        desc: '签署保密协议，企业资料分级管理，顾问仅在授权范围内访问项目数据。',
        icon: 'shield',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '咨询服务',
        typeKey: 'Services',
        description: '合规战略、EPR义务分析、市场准入与培训',
        panels: [
          {
            name: '合规战略咨询',
            title: '三年合规路线图与风险评估，48小时内顾问回复',
            icon: 'compliance',
            linkUrl: '/ld/contactUs',
          },
          {
            name: 'EPR义务分析',
            title: '按产品与国家判定包装、WEEE、电池等EPR义务',
            icon: 'epr',
            linkUrl: '/compliance_service_epr',
          },
          {
            name: 'EPR注册与申报',
            title: '德国LUCID、stiftung ear，法国UIN等注册落地',
            icon: 'recycle',
            linkUrl: '/ld/EPR',
          },
          { name: '欧洲VAT准入', title: '欧盟与英国VAT注册、申报与OSS/IOSS架构', icon: 'vat', linkUrl: '/ld/VAT' },
          {
            name: '欧盟授权代表',
            title: '产品安全与电池法下的欧盟授权代表安排',
            icon: 'shield',
            linkUrl: '/ld/ouAgent',
          },
          {
            name: 'CBAM碳关税咨询',
            title: '范围判定、50吨门槛测算与正式期申报规划',
            icon: 'cbam',
            linkUrl: '/ld/CBAM',
          },
          {
            name: '回收标识咨询',
            title: '法国Triman、意大利环境标识与材料编码',
            icon: 'label',
            linkUrl: '/recycling_labels',
          },
          { name: '商标布局咨询', title: '目标市场商标检索与注册策略', icon: 'trademark', linkUrl: '/search' },
        ],
      },
      {
        label: '免费评估',
        typeKey: 'freeTrial',
        description: '免费合规自评与费用测算',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '回答几个简单问题，生成专属合规报告' },
          { label: 'VAT税金测算', path: '/ld/calculate/1', description: '按销售额估算欧洲各国VAT税金' },
          { label: 'EPR费用测算', path: '/ld/calculate/2', description: '估算包装与电子电气产品的EPR年费' },
          {
            label: '德国包装注册官方入口',
            path: 'https://lucid.verpackungsregister.org/',
            pageType: 1,
            description: 'ZSVR LUCID包装注册系统（官方网站）',
          },
        ],
      },
      {
        label: '在线工具',
        typeKey: 'OnlineTool',
        description: '免费合规自查工具',
        children: [
          { label: 'EPR合规自查', path: '/compliance_service_epr', description: '免费：几分钟判断产品需要哪些EPR注册' },
          { label: '可回收性评估工具', path: '/design_for_recycling', description: '免费：评估包装的可回收性等级' },
        ],
      },
      {
        label: '企业培训',
        path: '/ld/videos',
        description: '合规视频课程、操作手册与问答',
        children: [
          { label: '视频课程', path: '/ld/videos', description: 'VAT、EPR、CBAM专题课程' },
          { label: '操作手册', path: '/ld/operation', description: '注册与申报的分步操作指引' },
          { label: '常见问题', path: '/ld/problem', description: '企业客户高频合规问题解答' },
        ],
      },
      { label: '合规洞察', path: '/ld/aboutVAT', description: '法规动态与行业分析' },
      { label: '关于我们', path: '/ld/aboutUs', description: '了解衡规咨询' },
      { label: '联系我们', path: '/ld/contactUs', description: '预约顾问，48小时内回复' },
    ],
    footer: [
      {
        kind: 'function',
        title: '服务导航',
        items: [
          { label: 'EPR义务分析', value: '/compliance_service_epr' },
          { label: '欧洲VAT准入', value: '/ld/VAT' },
          { label: 'CBAM碳关税', value: '/ld/CBAM' },
          { label: '可回收性评估', value: '/design_for_recycling' },
          { label: '企业培训课程', value: '/ld/videos' },
          { label: '服务报价', value: '/ld/price' },
          { label: '合作伙伴', value: '/ld/cooperative' },
          { label: '联系我们', value: '/ld/contactUs' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系方式',
        items: [
          { label: '咨询热线', value: PHONE },
          { label: '商务渠道合作', value: BD_EMAIL },
          { label: '官方邮箱', value: EMAIL },
          { label: '公司地址', value: ADDRESS },
          { label: '服务时间', value: '周一至周五 9:00-18:30' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          { label: '德国包装注册 LUCID', value: 'https://lucid.verpackungsregister.org/' },
          { label: '德国 stiftung ear', value: 'https://www.stiftung-ear.de/' },
          { label: '欧盟委员会税务与海关', value: 'https://taxation-customs.ec.europa.eu/' },
          { label: '英国 GOV.UK', value: 'https://www.gov.uk/' },
          { label: '欧盟知识产权局 EUIPO', value: 'https://www.euipo.europa.eu/' },
          { label: '亚马逊卖家中心', value: 'https://sellercentral.amazon.com/' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注我们',
        items: [
          { label: '微信公众号', value: MP_QR },
          { label: '企业微信顾问', value: KF_QR },
        ],
      },
      {
        kind: 'bottom',
        title: '协议与备案',
        items: [
          { label: '隐私政策', value: 'https://www.hengguizx.com/agreement/privacy' },
          { label: '用户协议', value: 'https://www.hengguizx.com/agreement/user' },
          { label: '工信部备案查询', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      { name: '在线顾问', icon: 'chat', hoverImage: KF_QR, linkUrl: KF_URL },
      { name: '免费合规自评', icon: 'guide', linkUrl: '/buyingGuide' },
      { name: 'CBAM正式期专题', icon: 'cbam', linkUrl: '/ld/CBAM' },
      { name: '预约咨询', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服务',
      items: [
        { kind: 'contactUs', label: '预约顾问', value: '/ld/contactUs', extra: '48小时内顾问回复' },
        { kind: 'preSaleTelephone', label: '咨询热线', value: PHONE, extra: '周一至周五 9:00-18:30' },
        { kind: 'qrcode', label: '扫码添加合规顾问', value: KF_QR },
      ],
    },
    search: [
      { name: 'EPR义务分析', path: '/compliance_service_epr', hot: true },
      { name: '合规战略咨询', path: '/ld/contactUs', hot: true },
      { name: 'CBAM碳关税咨询', path: '/ld/CBAM', hot: true },
      { name: '欧洲VAT注册', path: '/ld/VAT', hot: true },
      { name: '企业合规培训', path: '/ld/videos', hot: true },
      { name: '德国包装法LUCID注册', path: '/ld/EPR' },
      { name: 'WEEE注册', path: '/ld/EPR' },
      { name: '欧盟电池法', path: '/ld/EPR' },
      { name: '欧盟授权代表', path: '/ld/ouAgent' },
      { name: '法国Triman回收标识', path: '/recycling_labels' },
      { name: '可回收性评估', path: '/design_for_recycling' },
      { name: '合规自评问卷', path: '/buyingGuide' },
      { name: '商标检索', path: '/search' },
      { name: 'VAT税金测算', path: '/ld/calculate/1' },
      { name: '操作手册', path: '/ld/operation' },
      { name: '服务报价', path: '/ld/price' },
    ],
    compliance: true,
  },
];
