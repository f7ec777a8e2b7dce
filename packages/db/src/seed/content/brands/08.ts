import type { PlatformSeed } from '../../types.ts';

/**
 * SIX_DU (code 08): ongoing compliance operations for overseas sellers (account health,
 * EPR/VAT filing management, product compliance documents, listing compliance).
 * News category ids 81-83 are SIX_DU's IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '08',
    key: 'SIX_DU',
    label: '六度合规',
    labelEn: 'SixDu Compliance Ops',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '杭州六度跨境合规服务有限公司',
    copyright: 'Copyright © 2020-2026 杭州六度跨境合规服务有限公司 All Rights Reserved',
    filingNo: '浙ICP备2022031746号-1',
    policeFilingNo: '浙公网安备33010802013694号',
    licence: '增值电信业务经营许可证：浙B2-20220418',
    seo: {
      title: '六度合规 - 跨境卖家合规运营托管_账户健康_EPR与VAT申报管理_Listing合规',
      description:
        '六度合规为亚马逊、速卖通出海卖家提供持续合规运营托管：账户健康监控与申诉、EPR与VAT按期申报管理、产品合规文件整理、Listing合规审核，让店铺合规从“办一次”变成“管全年”。',
      keywords: '合规运营,合规托管,账户健康,亚马逊申诉,EPR申报,VAT申报,产品合规文件,GPSR,Listing合规,跨境卖家合规',
    },
    contact: {
      phone: '400-658-6606',
      businessCooperation: '0571-8672-3109',
      email: 'hello@liuduhegui.com',
      address: '杭州市滨江区长河街道江南大道3850号创新大厦15楼',
      hours: '周一至周日 8:30-22:00',
    },
    home: {
      hero: {
        eyebrow: '跨境卖家合规运营托管',
        title: '合规不是办一次，而是管全年',
        subtitle:
          '专职合规运营团队按店铺托管：账户健康每日巡检、EPR与VAT申报按期执行、产品合规文件集中归档、新品上架前逐条审核，问题在被平台发现之前就处理掉。',
        primaryCta: { label: '免费店铺合规体检', path: '/buyingGuide' },
        secondaryCta: { label: '了解托管方案', path: '/ld/price' },
        stats: [
          { value: '6,800+', label: '托管店铺' },
          { value: '12,000+', label: '月均处理申报与文件' },
          { value: '24小时', label: '合规预警响应' },
          { value: '93%', label: '申诉一次通过率' },
        ],
      },
      services: {
        title: '合规运营服务',
        subtitle: '覆盖店铺日常运营中的每一个合规节点',
        items: [
          {
            title: '账户健康托管',
            desc: '每日巡检账户健康评级与政策合规通知，侵权投诉、安全投诉与资料请求当天响应，起草行动计划（POA）并跟进申诉。',
            icon: 'shield',
            path: '/ld/price?service=account-health',
            tags: ['每日巡检', 'POA申诉'],
          },
          {
            title: 'EPR申报托管',
            desc: '德国LUCID与双元系统数量申报、法国各生态组织年度申报、WEEE与电池销量申报统一排期，按实际销量核算，避免漏报多缴。',
            icon: 'epr',
            path: '/ld/EPR',
            tags: ['德国', '法国', '西班牙'],
          },
          {
            title: 'VAT申报管理',
            desc: '多站点申报日历集中管理，德国月报、西班牙季度Modelo 303、英国季度申报按期完成，自动核对平台代扣代缴数据。',
            icon: 'vat',
            path: '/ld/VAT',
            tags: ['申报日历', '数据核对'],
          },
          {
            title: '产品合规文件',
            desc: '整理符合性声明（DoC）、检测报告、当地语言说明书与安全警示，按ASIN建立文件库，平台资料请求随时调取。',
            icon: 'manual',
            path: '/syProductService',
          },
          {
            title: 'Listing合规审核',
            desc: '新品上架前核对GPSR制造商与欧盟责任人信息、CE标识、能效标签与回收标识，降低下架与流量限制风险。',
            icon: 'audit',
            path: '/syProductService?type=listing',
            tags: ['GPSR', '能效标签'],
          },
          {
            title: '欧盟责任人与欧代',
            desc: '提供欧盟及英国授权代表地址与资质文件，承接监管机构与消费者的产品安全问询。',
            icon: 'compliance',
            path: '/ld/ouAgent',
          },
        ],
      },
      advantagesTitle: '六度合规的运营方式',
      process: {
        title: '托管如何开始',
        steps: [
          { title: '店铺体检', desc: '授权只读数据后，48小时内出具店铺合规体检报告，列出已有注册、缺口与到期事项。' },
          { title: '制定托管方案', desc: '按站点、品类与SKU规模匹配托管套餐，明确每月执行事项与交付标准。' },
          { title: '交接与建档', desc: '汇总已有税号、EPR注册号与产品文件，建立店铺合规档案与申报日历。' },
          { title: '按月执行与复盘', desc: '专属运营经理按月执行申报与巡检，每月初发送合规运营月报。' },
        ],
      },
      registerBanner: {
        title: '注册即享免费店铺合规体检',
        text: '新用户注册后可免费获取一次完整店铺体检报告，首月托管服务费享八折优惠。',
        button: '免费注册',
      },
      news: { title: '合规运营资讯' },
    },
    advantages: [
      {
        title: '专属合规运营经理',
        desc: '每家托管店铺配备固定运营经理，熟悉店铺品类与历史问题，不用每次从头解释。',
        icon: 'team',
      },
      {
        title: '每日巡检 主动预警',
        desc: '每天检查账户健康与政策通知，发现资料请求、下架风险当天通知并给出处理方案。',
        icon: 'clock',
      },
      {
        title: '按SKU管理文件',
        desc: '合规文件按ASIN与站点归档，版本到期自动提醒，平台抽查时2小时内提交。',
        icon: 'manual',
      },
      {
        title: '月报可追溯',
        desc: '每月交付合规运营月报，记录申报回执、处理过的通知与申诉结果，随时可查。',
        icon: 'audit',
      },
      {
        title: '全年无休响应',
        desc: '客服与运营值班覆盖周一至周日8:30-22:00，旺季与大促期间同样在线。',
        icon: 'service',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '合规托管',
        typeKey: 'Services',
        path: '/ld/price',
        description: '账户健康、申报管理、产品文件与Listing审核',
        panels: [
          {
            name: '账户健康托管',
            title: '每日巡检与申诉跟进',
            icon: 'shield',
            linkUrl: '/ld/price?service=account-health',
          },
          { name: 'EPR申报托管', title: '多国年度与月度数量申报', icon: 'epr', linkUrl: '/ld/EPR' },
          {
            name: 'Listing合规审核',
            title: '上架前GPSR与标签核对',
            icon: 'audit',
            linkUrl: '/syProductService?type=listing',
          },
        ],
        children: [
          {
            label: '账户健康',
            path: '/ld/price?service=account-health',
            description: '账户健康评级监控、投诉处理与申诉',
            panels: [
              {
                name: '账户健康巡检',
                title: '评级低于200进入风险区前提前干预',
                icon: 'shield',
                linkUrl: '/ld/price?service=account-health',
              },
              {
                name: '侵权投诉处理',
                title: '知识产权与产品真实性投诉申诉',
                icon: 'law',
                linkUrl: '/ld/price?service=appeal',
              },
              {
                name: '资料请求响应',
                title: '平台产品合规资料请求限期提交',
                icon: 'manual',
                linkUrl: '/syProductService',
              },
            ],
          },
          {
            label: 'EPR申报管理',
            path: '/ld/EPR',
            description: '已注册EPR的持续申报与续费',
            panels: [
              {
                name: '德国包装申报',
                title: 'LUCID与双元系统数量同步申报',
                icon: 'recycle',
                linkUrl: '/ld/EPR?type=packaging',
              },
              {
                name: 'WEEE与电池申报',
                title: 'stiftung ear月度/年度销量申报',
                icon: 'epr',
                linkUrl: '/ld/EPR?type=weee',
              },
              {
                name: '法国年度申报',
                title: 'Citeo、Refashion、Ecomaison等生态组织申报',
                icon: 'label',
                linkUrl: '/ld/EPR?country=1',
              },
              { name: '回收标识', title: '各国包装回收标签生成', icon: 'label', linkUrl: '/recycling_labels' },
            ],
          },
          {
            label: 'VAT申报管理',
            path: '/ld/VAT',
            description: '多站点申报日历与数据核对',
            panels: [
              { name: '德国VAT申报', title: '前两年按月申报，次月10日截止', icon: 'vat', linkUrl: '/ld/VAT?country=2' },
              {
                name: '英国VAT申报',
                title: '季度申报，平台代扣数据自动核对',
                icon: 'vat',
                linkUrl: '/ld/VAT?country=0',
              },
              { name: '西班牙VAT申报', title: 'Modelo 303季度申报', icon: 'vat', linkUrl: '/ld/VAT?country=4' },
              { name: 'OSS申报', title: '欧盟远程销售季度申报', icon: 'tax', linkUrl: '/ld/VAT?service=oss' },
            ],
          },
          {
            label: '产品合规文件',
            path: '/syProductService',
            description: 'DoC、检测报告、说明书与欧代',
            panels: [
              { name: '合规文件库', title: '按ASIN归档DoC与检测报告', icon: 'manual', linkUrl: '/syProductService' },
              { name: '欧盟责任人', title: 'GPSR要求的欧盟经济运营者', icon: 'compliance', linkUrl: '/ld/ouAgent' },
              {
                name: 'CE与UKCA',
                title: '检测认证对接与证书续期',
                icon: 'audit',
                linkUrl: '/syProductService?type=ce',
              },
            ],
          },
          {
            label: 'Listing合规',
            path: '/syProductService?type=listing',
            description: '上架前逐条核对合规信息',
            panels: [
              {
                name: 'GPSR信息核对',
                title: '制造商、责任人与安全警示',
                icon: 'audit',
                linkUrl: '/syProductService?type=listing',
              },
              {
                name: '能效标签',
                title: 'EPREL登记与能效等级展示',
                icon: 'label',
                linkUrl: '/syProductService?type=energy',
              },
              {
                name: '气候友好标识',
                title: 'Climate Pledge Friendly认证辅导',
                icon: 'leaf',
                linkUrl: '/services/amazon-climate-pledge-friendly',
              },
            ],
          },
        ],
      },
      {
        label: '免费体检',
        typeKey: 'freeTrial',
        description: '店铺合规体检与费用测算',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '9道题完成店铺合规体检' },
          { label: 'VAT税金计算器', path: '/ld/calculate/1', description: '估算各站点应缴VAT' },
          { label: 'EPR包装费用估算', path: '/ld/calculate/2', description: '按包装重量估算年度费用' },
          {
            label: '亚马逊账户健康',
            path: 'https://sellercentral-europe.amazon.com/performance/account/health',
            pageType: 1,
            description: '在卖家平台查看账户健康评级',
          },
        ],
      },
      {
        label: '合规工具',
        typeKey: 'OnlineTool',
        description: '免费自查工具',
        children: [
          { label: 'EPR合规检查', path: '/compliance_service_epr', description: '免费：检查店铺EPR注册与申报缺口' },
          { label: '可回收性评估工具', path: '/design_for_recycling', description: '免费：评估包装可回收性等级' },
        ],
      },
      {
        label: '运营资讯',
        typeKey: 'IndustryInsight',
        description: '平台规则与合规运营动态',
        children: [
          { label: '平台规则与动态', path: '/ld/aboutVat/105', mainId: 105 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
          { label: 'EPR与行业资讯', path: '/ld/aboutVat/104', mainId: 104 },
        ],
      },
      { label: '托管价格', path: '/ld/price' },
      {
        label: '帮助中心',
        path: '/ld/problem',
        children: [
          { label: '常见问题', path: '/ld/problem', description: '托管范围、交付周期与收费问题' },
          { label: '操作手册', path: '/ld/operation', description: '店铺授权与资料上传指引' },
          { label: '视频课程', path: '/ld/videos', description: '合规运营实操视频' },
        ],
      },
      {
        label: '关于六度',
        path: '/ld/aboutUs',
        children: [
          { label: '公司介绍', path: '/ld/aboutUs' },
          { label: '服务商合作', path: '/ld/cooperative' },
          { label: '联系我们', path: '/ld/contactUs' },
        ],
      },
    ],
    footer: [
      {
        kind: 'function',
        title: '服务导航',
        items: [
          { label: '托管价格', value: '/ld/price' },
          { label: 'EPR申报', value: '/ld/EPR' },
          { label: 'VAT申报', value: '/ld/VAT' },
          { label: '产品合规文件', value: '/syProductService' },
          { label: '欧盟责任人', value: '/ld/ouAgent' },
          { label: '店铺合规体检', value: '/buyingGuide' },
          { label: '常见问题', value: '/ld/problem' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系方式',
        items: [
          { label: '客服热线', value: '400-658-6606' },
          { label: '服务商合作', value: '0571-8672-3109' },
          { label: '官方邮箱', value: 'hello@liuduhegui.com' },
          { label: '公司地址', value: '杭州市滨江区长河街道江南大道3850号创新大厦15楼' },
          { label: '服务时间', value: '周一至周日 8:30-22:00' },
        ],
      },
      {
        kind: 'blogroll',
        title: '常用链接',
        items: [
          { label: '亚马逊欧洲卖家平台', value: 'https://sellercentral-europe.amazon.com' },
          { label: '速卖通卖家中心', value: 'https://sell.aliexpress.com' },
          { label: '欧盟产品安全门户 Safety Gate', value: 'https://ec.europa.eu/safety-gate' },
          { label: '德国包装注册处 LUCID', value: 'https://lucid.verpackungsregister.org' },
          { label: '欧盟能效产品数据库 EPREL', value: 'https://eprel.ec.europa.eu' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注六度',
        items: [
          { label: '六度合规公众号', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=liuduhegui' },
          { label: '运营经理企业微信', value: 'qr:https://work.weixin.qq.com/kfid/kfc-sixdu-ops' },
        ],
      },
      {
        kind: 'bottom',
        title: '协议与声明',
        items: [
          { label: '隐私政策', value: '/custom/privacy-policy' },
          { label: '托管服务协议', value: '/custom/service-agreement' },
          { label: '浙ICP备2022031746号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '在线客服',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-sixdu-ops',
      },
      { name: '免费店铺体检', icon: 'audit', linkUrl: '/buyingGuide' },
      { name: '618托管特惠', icon: 'gift', linkUrl: '/land618' },
      { name: '联系我们', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多联系方式',
      items: [
        { kind: 'contactUs', label: '提交需求', value: '/ld/contactUs', extra: '运营经理48小时内联系您' },
        { kind: 'preSaleTelephone', label: '售前热线', value: '400-658-6606', extra: '周一至周日 8:30-22:00' },
        { kind: 'qrcode', label: '扫码咨询运营经理', value: 'qr:https://work.weixin.qq.com/kfid/kfc-sixdu-ops' },
      ],
    },
    search: [
      { name: '账户健康托管', path: '/ld/price?service=account-health', hot: true },
      { name: 'EPR申报托管', path: '/ld/EPR', hot: true },
      { name: 'GPSR Listing审核', path: '/syProductService?type=listing', hot: true },
      { name: '店铺合规体检', path: '/buyingGuide', hot: true },
      { name: '德国VAT申报', path: '/ld/VAT?country=2', hot: true },
      { name: '英国VAT申报', path: '/ld/VAT?country=0' },
      { name: '西班牙VAT申报', path: '/ld/VAT?country=4' },
      { name: 'OSS申报', path: '/ld/VAT?service=oss' },
      { name: '德国包装数量申报', path: '/ld/EPR?type=packaging' },
      { name: 'WEEE销量申报', path: '/ld/EPR?type=weee' },
      { name: '法国EPR年度申报', path: '/ld/EPR?country=1' },
      { name: '侵权投诉申诉', path: '/ld/price?service=appeal' },
      { name: '产品合规文件', path: '/syProductService' },
      { name: '欧盟责任人', path: '/ld/ouAgent' },
      { name: '回收标识生成', path: '/recycling_labels' },
      { name: '托管价格', path: '/ld/price' },
    ],
    compliance: true,
  },
];
