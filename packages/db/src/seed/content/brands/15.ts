import type { PlatformSeed } from '../../types.ts';

/**
 * LV_ZHOU (code 15): carbon compliance and climate-friendly certification. EU CBAM
 * emissions accounting and reporting support for exporters and importers of steel,
 * aluminium, cement, fertilisers and hydrogen; Amazon Climate Pledge Friendly
 * certification; recyclable packaging design and labels. Green tone.
 * News category ids 151-153 are its IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '15',
    key: 'LV_ZHOU',
    label: '绿舟碳合规',
    labelEn: 'LvZhou Carbon Compliance',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '杭州绿舟碳管理科技有限公司',
    copyright: 'Copyright © 2021-2026 杭州绿舟碳管理科技有限公司 All Rights Reserved',
    filingNo: '浙ICP备2021027846号-1',
    policeFilingNo: '浙公网安备33010802013592号',
    licence: '营业执照统一社会信用代码：91330108MA2KD6P93L',
    seo: {
      title: '绿舟碳合规 - 欧盟CBAM申报_碳排放核算_亚马逊气候友好认证_可回收包装设计',
      description:
        '绿舟碳合规为钢铁、铝、水泥、化肥、氢等行业出口企业及欧盟进口商提供CBAM隐含排放核算、供应链数据收集、授权申报人资质辅导与年度申报支持，并帮助跨境卖家取得亚马逊Climate Pledge Friendly气候友好认证，优化包装可回收设计与环保标识。',
      keywords:
        'CBAM,欧盟碳边境调节机制,CBAM申报,隐含排放核算,CBAM授权申报人,钢铁出口欧盟,铝制品CBAM,碳足迹,气候友好承诺,Climate Pledge Friendly,可回收设计,环保回收标识',
    },
    contact: {
      phone: '400-052-7717',
      businessCooperation: '0571-8679 2305',
      email: 'service@lvzhoucarbon.com',
      address: '浙江省杭州市滨江区网商路699号绿谷创新中心B座9层',
      hours: '周一至周五 8:30-17:30',
    },
    home: {
      hero: {
        eyebrow: '欧盟CBAM已于2026年1月1日进入正式期',
        title: '让每一吨出口，都有清晰可信的碳足迹',
        subtitle:
          '为钢铁、铝、水泥、化肥、氢等行业的出口企业与欧盟进口商提供CBAM排放核算与申报支持，同时帮助跨境卖家取得亚马逊气候友好认证，绿色出海，合规先行。',
        primaryCta: { label: '免费CBAM范围评估', path: '/services/eu_cbam' },
        secondaryCta: { label: '了解气候友好认证', path: '/services/amazon-climate-pledge-friendly' },
        stats: [
          { value: '1,300+', label: '服务制造与外贸企业' },
          { value: '5,200+', label: '过渡期季度报告支持' },
          { value: '60+', label: '碳核算与认证顾问' },
          { value: '30+', label: '国际认证合作机构' },
        ],
      },
      services: {
        title: '绿色合规服务',
        subtitle: '从产品碳排放数据到平台绿色标识，陪伴企业走完低碳出海每一步',
        items: [
          {
            title: '欧盟CBAM申报支持',
            desc: '按CN编码核查产品是否属于CBAM范围，协助欧盟进口商完成年度CBAM申报所需的排放数据、原产国与进口数量整理。',
            icon: 'cbam',
            path: '/services/eu_cbam',
            tags: ['正式期2026', '按CN编码判定'],
          },
          {
            title: '隐含排放核算',
            desc: '深入工厂采集燃料、电力与原材料数据，按欧盟方法学核算直接与间接排放，出具可交付欧盟客户的排放数据通报模板。',
            icon: 'calculator',
            path: '/ld/CBAM',
            tags: ['钢铁', '铝', '水泥', '化肥'],
          },
          {
            title: '授权申报人资质辅导',
            desc: '年进口CBAM货物超过50吨的进口商须取得授权CBAM申报人资格，协助准备申请材料，建议于2026年3月31日前递交。',
            icon: 'law',
            path: '/ld/CBAM',
            tags: ['50吨门槛', '3月31日前申请'],
          },
          {
            title: '亚马逊气候友好认证',
            desc: '评估产品适配的可持续认证（如FSC、GRS、GOTS、欧盟生态标签等），辅导取得认证并获得Climate Pledge Friendly标识，提升搜索曝光。',
            icon: 'leaf',
            path: '/services/amazon-climate-pledge-friendly',
            tags: ['平台免费参与', '搜索绿标'],
          },
          {
            title: '可回收包装设计',
            desc: '评估包装材质、结构与油墨胶黏剂对回收的影响，给出减塑与单一材质替代建议，降低德国双元系统等EPR费用。',
            icon: 'recycle',
            path: '/design_for_recycling',
          },
          {
            title: '环保回收标识',
            desc: '按法国Triman、意大利材质编码等各国要求生成包装回收标识与分类说明，出口包装一次设计多国适用。',
            icon: 'label',
            path: '/recycling_labels',
          },
          {
            title: '包装EPR合规',
            desc: '德国LUCID注册与双元系统签约、法国唯一识别码申请等包装EPR事项，与可回收设计评估联动办理。',
            icon: 'epr',
            path: '/ld/EPR',
          },
        ],
      },
      advantagesTitle: '为什么选择绿舟',
      process: {
        title: 'CBAM合规五步走',
        steps: [
          {
            title: '范围评估',
            desc: '提交出口产品清单与CN编码，判定是否属于CBAM覆盖的钢铁、铝、水泥、化肥、电力或氢产品。',
          },
          { title: '数据收集', desc: '顾问驻厂或远程指导采集生产工艺、燃料、电力与前体材料数据，建立排放数据台账。' },
          {
            title: '排放核算',
            desc: '按欧盟CBAM方法学核算每吨产品的直接与间接隐含排放，标注使用实测值或默认值的依据。',
          },
          {
            title: '报告交付',
            desc: '出具中英文排放数据通报与核算说明，供欧盟进口商完成申报，并为第三方核查做好准备。',
          },
          { title: '年度更新', desc: '跟踪工艺与能源结构变化，每年更新排放数据，配合2027年9月30日前的首次年度申报。' },
        ],
      },
      registerBanner: {
        title: '注册即获CBAM范围自查报告',
        text: '新用户注册后上传产品CN编码，即可免费获得CBAM覆盖范围与申报义务自查报告，并领取气候友好认证咨询券。',
        button: '立即注册',
      },
      news: { title: '绿色洞察' },
    },
    advantages: [
      {
        title: '懂方法学的核算团队',
        desc: '顾问团队具备温室气体核查与ISO 14064、ISO 14067项目经验，熟悉欧盟CBAM实施细则的核算边界与默认值规则。',
        icon: 'calculator',
      },
      {
        title: '深耕重点行业',
        desc: '服务覆盖钢铁及螺栓紧固件等下游钢制品、铝型材与铝箔、水泥熟料、氮肥等行业，积累成熟的数据收集模板。',
        icon: 'cbam',
      },
      {
        title: '中欧双端协同',
        desc: '同时服务中国出口工厂与欧盟进口商，排放数据格式与进口商申报要求一次对齐，减少反复沟通。',
        icon: 'globe',
      },
      {
        title: '绿色认证资源',
        desc: '与30余家国际认证机构合作，一站完成亚马逊气候友好承诺认可的认证申请与审核准备。',
        icon: 'leaf',
      },
      {
        title: '政策节点全程跟踪',
        desc: '授权申报人申请、2027年2月起CBAM证书出售、首次年度申报等关键节点提前提醒，避免错过时限。',
        icon: 'clock',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '碳合规服务',
        typeKey: 'Services',
        path: '/services/eu_cbam',
        description: 'CBAM申报、排放核算、气候友好认证与可回收包装',
        panels: [
          {
            name: '欧盟CBAM申报',
            title: '钢铁、铝、水泥、化肥、氢产品申报支持',
            icon: 'cbam',
            linkUrl: '/services/eu_cbam',
          },
          { name: '隐含排放核算', title: '按欧盟方法学核算每吨产品排放', icon: 'calculator', linkUrl: '/ld/CBAM' },
          { name: '授权申报人辅导', title: '年进口超50吨须取得申报人资格', icon: 'law', linkUrl: '/ld/CBAM' },
          {
            name: '气候友好认证',
            title: '亚马逊Climate Pledge Friendly绿标',
            icon: 'leaf',
            linkUrl: '/services/amazon-climate-pledge-friendly',
          },
          {
            name: '可回收设计评估',
            title: '包装材质与结构可回收性诊断',
            icon: 'recycle',
            linkUrl: '/design_for_recycling',
          },
          { name: '环保回收标识', title: 'Triman等各国包装回收标识生成', icon: 'label', linkUrl: '/recycling_labels' },
          { name: '包装EPR', title: '德国LUCID与法国EPR注册', icon: 'epr', linkUrl: '/ld/EPR' },
        ],
      },
      {
        label: '欧盟CBAM',
        path: '/ld/CBAM',
        description: '碳边境调节机制覆盖范围、时间表与申报服务',
        children: [
          { label: 'CBAM申报服务', path: '/services/eu_cbam', description: '排放核算与年度申报全流程支持' },
          { label: '覆盖范围与时间表', path: '/ld/CBAM', description: '六类产品、50吨门槛与2026-2027关键节点' },
        ],
      },
      {
        label: '气候友好认证',
        path: '/services/amazon-climate-pledge-friendly',
        description: '让产品获得亚马逊Climate Pledge Friendly标识',
      },
      {
        label: '绿色工具',
        typeKey: 'OnlineTool',
        description: '免费的包装合规与可回收性自查工具',
        children: [
          { label: 'EPR合规检查', path: '/compliance_service_epr', description: '免费：按品类与站点检查EPR注册缺口' },
          { label: '可回收性评估工具', path: '/design_for_recycling', description: '免费：在线评估包装可回收等级' },
        ],
      },
      {
        label: '免费评估',
        typeKey: 'freeTrial',
        description: '合规自测与官方指南',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '3分钟生成出口合规清单' },
          { label: 'CBAM排放测算', path: '/ld/calculate/5', description: '按产品与产量估算隐含排放量' },
          {
            label: '欧盟CBAM官方指南',
            path: 'https://taxation-customs.ec.europa.eu/carbon-border-adjustment-mechanism_en',
            pageType: 1,
            description: '欧盟委员会税务与海关总司CBAM专题',
          },
        ],
      },
      {
        label: '绿色洞察',
        typeKey: 'IndustryInsight',
        description: '碳政策、减排实践与可持续包装',
        children: [
          { label: 'CBAM与碳合规', path: '/ld/aboutVat/107', mainId: 107 },
          { label: 'EPR与行业资讯', path: '/ld/aboutVat/104', mainId: 104 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
        ],
      },
      {
        label: '关于绿舟',
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
        title: '绿色服务',
        items: [
          { label: 'CBAM申报支持', value: '/services/eu_cbam' },
          { label: 'CBAM政策与范围', value: '/ld/CBAM' },
          { label: '气候友好认证', value: '/services/amazon-climate-pledge-friendly' },
          { label: '可回收设计评估', value: '/design_for_recycling' },
          { label: '环保回收标识', value: '/recycling_labels' },
          { label: 'EPR合规检查', value: '/compliance_service_epr' },
          { label: '联系我们', value: '/ld/contactUs' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系绿舟',
        items: [
          { label: '服务热线', value: '400-052-7717' },
          { label: '商务合作', value: '0571-8679 2305' },
          { label: '官方邮箱', value: 'service@lvzhoucarbon.com' },
          { label: '公司地址', value: '浙江省杭州市滨江区网商路699号绿谷创新中心B座9层' },
          { label: '服务时间', value: '周一至周五 8:30-17:30' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          {
            label: '欧盟CBAM官方专题',
            value: 'https://taxation-customs.ec.europa.eu/carbon-border-adjustment-mechanism_en',
          },
          { label: '欧盟委员会气候行动总司', value: 'https://climate.ec.europa.eu' },
          { label: '中华人民共和国生态环境部', value: 'https://www.mee.gov.cn' },
          { label: '亚马逊可持续发展', value: 'https://sustainability.aboutamazon.com' },
          { label: '德国包装注册处 LUCID', value: 'https://lucid.verpackungsregister.org' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注绿舟',
        items: [
          {
            label: '绿舟碳合规公众号',
            value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=lvzhoucarbon',
          },
          { label: '碳合规顾问企业微信', value: 'qr:https://work.weixin.qq.com/kfid/kfc-lvzhou-cbam' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律声明',
        items: [
          { label: '隐私政策', value: '/custom/privacy-policy' },
          { label: '用户协议', value: '/custom/user-agreement' },
          { label: '浙ICP备2021027846号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: 'CBAM顾问',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-lvzhou-cbam',
      },
      { name: 'CBAM范围评估', icon: 'cbam', linkUrl: '/services/eu_cbam' },
      { name: '气候友好认证', icon: 'leaf', linkUrl: '/services/amazon-climate-pledge-friendly' },
      { name: '联系我们', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服务',
      items: [
        { kind: 'contactUs', label: '联系我们', value: '/ld/contactUs', extra: '提交需求后48小时内回复' },
        { kind: 'preSaleTelephone', label: '咨询热线', value: '400-052-7717', extra: '周一至周五 8:30-17:30' },
        {
          kind: 'qrcode',
          label: '扫码领取CBAM自查表',
          value: 'qr:https://work.weixin.qq.com/kfid/kfc-lvzhou-checklist',
        },
      ],
    },
    search: [
      { name: '欧盟CBAM申报', path: '/services/eu_cbam', hot: true },
      { name: 'CBAM授权申报人', path: '/ld/CBAM', hot: true },
      { name: '钢铁产品CBAM', path: '/services/eu_cbam', hot: true },
      { name: '亚马逊气候友好认证', path: '/services/amazon-climate-pledge-friendly', hot: true },
      { name: '可回收设计评估', path: '/design_for_recycling', hot: true },
      { name: '铝制品CBAM', path: '/services/eu_cbam' },
      { name: '水泥CBAM', path: '/services/eu_cbam' },
      { name: '化肥CBAM', path: '/services/eu_cbam' },
      { name: '螺栓紧固件CBAM', path: '/services/eu_cbam' },
      { name: '隐含排放核算', path: '/ld/CBAM' },
      { name: 'Climate Pledge Friendly', path: '/services/amazon-climate-pledge-friendly' },
      { name: '环保回收标识', path: '/recycling_labels' },
      { name: '包装EPR注册', path: '/ld/EPR' },
      { name: 'EPR合规检查', path: '/compliance_service_epr' },
      { name: '常见问题', path: '/ld/problem' },
    ],
    compliance: true,
  },
];
