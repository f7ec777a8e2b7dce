import type { PlatformSeed } from '../../types.ts';

/**
 * SHUYOU (code 20, the 'SY' brand): the spec does not show its focus. Invented: a
 * self-service platform for small and new sellers: entry-price VAT + EPR packages,
 * self-service ordering and progress tracking, free tools and the purchase guide.
 * Its footer wording differs from the other brands (spec section 2): it speaks as
 * '数优跨境自助服务平台'. News category ids 201-203 are its IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '20',
    key: 'SHUYOU',
    label: '数优跨境',
    labelEn: 'Shuyou Cross-border (SY)',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '深圳市数优跨境科技有限公司',
    copyright: 'Copyright © 2022-2026 数优跨境自助服务平台 · 深圳市数优跨境科技有限公司运营',
    filingNo: '粤ICP备2022041968号-3',
    policeFilingNo: '粤公网安备44030702004517号',
    licence: '增值电信业务经营许可证：粤B2-20230517',
    seo: {
      title: '数优跨境自助服务平台 - VAT+EPR入门套餐_自助下单_小卖家合规第一站',
      description:
        '数优跨境自助服务平台为亚马逊、速卖通、TikTok Shop等平台的中小卖家提供英国、德国VAT注册申报与德国包装法、法国EPR等入门合规套餐，在线自助下单、进度实时可查，配套免费合规自测、税费计算与EPR检查工具。',
      keywords:
        'VAT套餐,EPR套餐,德国包装法,LUCID注册,法国EPR,英国VAT注册,德国VAT注册,跨境小卖家,自助下单,合规自测,数优跨境',
    },
    contact: {
      phone: '400-077-5560',
      businessCooperation: '0755-2893 4417',
      email: 'hi@shuyoukj.com',
      address: '深圳市龙岗区坂田街道雪岗北路2018号天安云谷二期5栋1208',
      hours: '在线客服 9:00-22:00（周末不休）',
    },
    home: {
      hero: {
        eyebrow: '数优跨境自助服务平台 · 小卖家的合规第一站',
        title: 'VAT + EPR 入门套餐，自助下单更省心',
        subtitle:
          '为刚起步的亚马逊、速卖通卖家打包英国/德国VAT注册申报、德国包装法、法国EPR等常用合规服务，价格透明、进度在线可查，3分钟测出你真正需要办的合规清单。',
        primaryCta: { label: '3分钟合规自测', path: '/buyingGuide' },
        secondaryCta: { label: '查看入门套餐', path: '/syProductService' },
        stats: [
          { value: '45,000+', label: '平台注册卖家' },
          { value: '3分钟', label: '自助完成下单' },
          { value: '13小时', label: '每日在线客服' },
          { value: '100%', label: '办理进度在线可查' },
        ],
      },
      services: {
        title: '自助服务套餐',
        subtitle: '按需组合、一键下单，小预算也能把基础合规一次配齐',
        items: [
          {
            title: '英国VAT入门套餐',
            desc: '英国有库存即须注册，无起征门槛；套餐含税号注册与首年4个季度申报，销售报表上传后系统自动生成申报数据。',
            icon: 'vat',
            path: '/syProductService?type=vat-uk',
            tags: ['含首年申报', '税率20%'],
          },
          {
            title: '德国VAT入门套餐',
            desc: '泛欧仓储首站必备，标准税率19%；新注册前两年按月申报，套餐含税号注册与首年12期月报及年度汇总申报。',
            icon: 'tax',
            path: '/syProductService?type=vat-de',
            tags: ['含月报', '税率19%'],
          },
          {
            title: '德国包装法套餐',
            desc: '代办LUCID免费注册、签约双元系统并完成年度数量申报，注册号可直接提交亚马逊后台，避免德国站被限制销售。',
            icon: 'recycle',
            path: '/syProductService?type=epr-de',
            tags: ['LUCID', '双元系统'],
          },
          {
            title: '法国EPR套餐',
            desc: '包装、纺织品、家具等品类唯一识别码（IDU）申请与生态组织年度申报，避免亚马逊代扣生态费用。',
            icon: 'label',
            path: '/syProductService?type=epr-fr',
            tags: ['IDU', '按品类申请'],
          },
          {
            title: 'VAT+EPR组合包',
            desc: '德国VAT与德国包装法一起下单立享组合价，一次上传资料、同一顾问跟进，适合准备开通德国站的新卖家。',
            icon: 'gift',
            path: '/ld/price',
            tags: ['组合更优惠'],
          },
          {
            title: '欧代英代',
            desc: '欧盟与英国负责人服务，提供负责人地址与授权文件，满足GPSR产品信息填报要求。',
            icon: 'compliance',
            path: '/ld/ouAgent',
          },
        ],
      },
      advantagesTitle: '为什么小卖家都在用数优',
      process: {
        title: '自助办理只需三步',
        steps: [
          { title: '自测选套餐', desc: '回答9个问题生成合规清单，系统自动推荐对应套餐，也可直接在套餐页按站点勾选。' },
          {
            title: '在线下单传资料',
            desc: '支持微信、支付宝及对公付款，按页面提示上传营业执照与法人证件，系统自动校验清晰度与有效期。',
          },
          {
            title: '进度实时可查',
            desc: '提交、受理、下号、申报每一步在工作台更新，关键节点短信通知，税号与注册证书在线下载。',
          },
        ],
      },
      registerBanner: {
        title: '新人注册领套餐抵扣券',
        text: '注册数优跨境自助服务平台，立得VAT与EPR套餐新人抵扣券，首单可叠加组合包优惠。',
        button: '注册领券',
      },
      news: { title: '卖家必读' },
    },
    advantages: [
      {
        title: '入门价格更友好',
        desc: '只打包小卖家真正用得上的服务，官费与服务费分开列示，没有用不上的附加项目。',
        icon: 'price',
      },
      {
        title: '全程自助更快捷',
        desc: '选套餐、付款、传资料、查进度全部在线完成，不用反复加微信、等报价。',
        icon: 'service',
      },
      {
        title: '免费工具随手用',
        desc: '合规自测、VAT税费计算、EPR合规检查、包装可回收性评估全部免费开放。',
        icon: 'calculator',
      },
      {
        title: '到期自动提醒',
        desc: '申报期、EPR年度数量申报、套餐续费到期前自动短信与站内信提醒，避免漏报罚款。',
        icon: 'clock',
      },
      {
        title: '客服在线时间长',
        desc: '每天9:00-22:00在线客服，周末不休，常见问题知识库与视频教程随时查看。',
        icon: 'chat',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '自助服务',
        typeKey: 'Services',
        path: '/syProductService',
        description: 'VAT与EPR入门套餐，在线自助下单',
        panels: [
          {
            name: '英国VAT套餐',
            title: '税号注册+首年4个季度申报',
            icon: 'vat',
            linkUrl: '/syProductService?type=vat-uk',
          },
          {
            name: '德国VAT套餐',
            title: '税号注册+首年月报与年报',
            icon: 'tax',
            linkUrl: '/syProductService?type=vat-de',
          },
          {
            name: '德国包装法套餐',
            title: 'LUCID注册+双元系统签约',
            icon: 'recycle',
            linkUrl: '/syProductService?type=epr-de',
          },
          {
            name: '法国EPR套餐',
            title: '按品类申请唯一识别码IDU',
            icon: 'label',
            linkUrl: '/syProductService?type=epr-fr',
          },
          { name: 'VAT+EPR组合包', title: '德国站开店一次配齐', icon: 'gift', linkUrl: '/ld/price' },
          { name: '欧代英代', title: 'GPSR负责人地址与授权文件', icon: 'compliance', linkUrl: '/ld/ouAgent' },
        ],
      },
      { label: '套餐价格', path: '/ld/price', description: '全部套餐明码标价，官费服务费分开列示' },
      {
        label: '新手必备',
        typeKey: 'freeTrial',
        description: '免费自测与费用计算',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '3分钟测出你需要办的合规清单' },
          { label: 'VAT税费计算器', path: '/ld/calculate/1', description: '按售价与站点估算应缴VAT' },
          { label: 'EPR费用估算', path: '/ld/calculate/2', description: '按包装重量估算年度EPR费用' },
          {
            label: 'LUCID官方注册入口',
            path: 'https://lucid.verpackungsregister.org',
            pageType: 1,
            description: '德国包装注册处官方系统',
          },
        ],
      },
      {
        label: '在线工具',
        typeKey: 'OnlineTool',
        description: '免费合规检查工具',
        children: [
          { label: 'EPR合规检查', path: '/compliance_service_epr', description: '免费：一键检查店铺EPR是否齐全' },
          { label: '可回收性评估工具', path: '/design_for_recycling', description: '免费：评估包装是否易于回收' },
        ],
      },
      {
        label: '卖家必读',
        typeKey: 'IndustryInsight',
        description: '新手卖家合规知识与平台政策',
        children: [
          { label: '常见问题', path: '/ld/aboutVat/102', mainId: 102 },
          { label: '平台规则与动态', path: '/ld/aboutVat/105', mainId: 105 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
        ],
      },
      {
        label: '帮助中心',
        path: '/ld/operation',
        children: [
          { label: '自助下单指引', path: '/ld/operation', description: '选套餐、付款、上传资料图文教程' },
          { label: '视频教程', path: '/ld/videos', description: '3分钟看懂VAT与EPR' },
          { label: '常见问题', path: '/ld/problem', description: '套餐内容、退款与发票说明' },
          { label: '商标查询', path: '/search', description: '免费查询商标近似情况' },
        ],
      },
      {
        label: '关于数优',
        path: '/ld/aboutUs',
        children: [
          { label: '平台介绍', path: '/ld/aboutUs' },
          { label: '渠道合作', path: '/ld/cooperative' },
          { label: '联系我们', path: '/ld/contactUs' },
        ],
      },
    ],
    footer: [
      {
        kind: 'function',
        title: '数优自助服务',
        items: [
          { label: '入门套餐', value: '/syProductService' },
          { label: '套餐价格', value: '/ld/price' },
          { label: '合规自测', value: '/buyingGuide' },
          { label: 'VAT税费计算器', value: '/ld/calculate/1' },
          { label: 'EPR合规检查', value: '/compliance_service_epr' },
          { label: '自助下单指引', value: '/ld/operation' },
          { label: '常见问题', value: '/ld/problem' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '数优客服中心',
        items: [
          { label: '客服热线', value: '400-077-5560' },
          { label: '渠道合作', value: '0755-2893 4417' },
          { label: '平台邮箱', value: 'hi@shuyoukj.com' },
          { label: '运营地址', value: '深圳市龙岗区坂田街道雪岗北路2018号天安云谷二期5栋1208' },
          { label: '在线时间', value: '在线客服 9:00-22:00（周末不休）' },
        ],
      },
      {
        kind: 'blogroll',
        title: '卖家常用链接',
        items: [
          { label: '亚马逊全球开店', value: 'https://gs.amazon.cn' },
          { label: '亚马逊欧洲卖家平台', value: 'https://sellercentral-europe.amazon.com' },
          { label: '德国包装注册处 LUCID', value: 'https://lucid.verpackungsregister.org' },
          { label: '法国ADEME唯一识别码', value: 'https://filieres-rep.ademe.fr/identifiant-unique' },
          { label: '英国VAT注册指南', value: 'https://www.gov.uk/vat-registration' },
        ],
      },
      {
        kind: 'qrcode',
        title: '扫码关注数优',
        items: [
          { label: '数优跨境公众号', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=shuyoukj' },
          { label: '自助服务小助手', value: 'qr:https://work.weixin.qq.com/kfid/kfc-shuyou-helper' },
        ],
      },
      {
        kind: 'bottom',
        title: '数优跨境自助服务平台',
        items: [
          { label: '平台用户协议', value: '/custom/sy-user-agreement' },
          { label: '隐私政策', value: '/custom/sy-privacy-policy' },
          { label: '自助下单与退款规则', value: '/custom/sy-order-rules' },
          { label: '粤ICP备2022041968号-3', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '在线客服',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-shuyou-helper',
      },
      { name: '618套餐特惠', icon: 'gift', linkUrl: '/land618' },
      { name: '合规自测', icon: 'guide', linkUrl: '/buyingGuide' },
      { name: '入门套餐', icon: 'price', linkUrl: '/syProductService' },
    ],
    more: {
      title: '更多帮助',
      items: [
        { kind: 'contactUs', label: '留言咨询', value: '/ld/contactUs', extra: '48小时内回复' },
        { kind: 'preSaleTelephone', label: '客服热线', value: '400-077-5560', extra: '每天 9:00-22:00' },
        {
          kind: 'qrcode',
          label: '扫码加入卖家交流群',
          value: 'qr:https://work.weixin.qq.com/kfid/kfc-shuyou-community',
        },
      ],
    },
    search: [
      { name: '德国VAT套餐', path: '/syProductService?type=vat-de', hot: true },
      { name: '英国VAT套餐', path: '/syProductService?type=vat-uk', hot: true },
      { name: '德国包装法套餐', path: '/syProductService?type=epr-de', hot: true },
      { name: 'VAT+EPR组合包', path: '/ld/price', hot: true },
      { name: '合规自测', path: '/buyingGuide', hot: true },
      { name: '法国EPR套餐', path: '/syProductService?type=epr-fr' },
      { name: 'LUCID注册', path: '/syProductService?type=epr-de' },
      { name: 'VAT税费计算器', path: '/ld/calculate/1' },
      { name: 'EPR费用估算', path: '/ld/calculate/2' },
      { name: 'EPR合规检查', path: '/compliance_service_epr' },
      { name: '可回收性评估', path: '/design_for_recycling' },
      { name: '欧代英代', path: '/ld/ouAgent' },
      { name: '商标查询', path: '/search' },
      { name: '套餐价格', path: '/ld/price' },
      { name: '自助下单指引', path: '/ld/operation' },
      { name: '常见问题', path: '/ld/problem' },
    ],
    compliance: true,
  },
];
