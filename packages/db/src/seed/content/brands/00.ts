import type { PlatformSeed } from '../../types.ts';

/**
 * OST (code 00): the main brand. VAT, EPR and product compliance for Chinese sellers
 * on European marketplaces. News category ids 11-14 are OST's IndustryInsight categories.
 */
export const platform: PlatformSeed[] = [
  {
    code: '00',
    key: 'OST',
    label: '欧思拓',
    labelEn: 'OST Compliance',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '深圳欧思拓跨境合规科技有限公司',
    copyright: 'Copyright © 2017-2026 深圳欧思拓跨境合规科技有限公司 All Rights Reserved',
    filingNo: '粤ICP备2021086473号-1',
    policeFilingNo: '粤公网安备44030502008317号',
    licence: '增值电信业务经营许可证：粤B2-20210935',
    seo: {
      title: '欧思拓 - 欧洲VAT注册申报_EPR合规_产品合规一站式服务平台',
      description:
        '欧思拓为跨境电商卖家提供英国、德国、法国、意大利、西班牙、波兰、捷克VAT注册与申报，德国包装法LUCID、WEEE、电池法及法国EPR注册，欧代/GPSR/CE产品合规、CBAM申报与商标注册服务，累计服务卖家超过52,000家。',
      keywords:
        'VAT注册,VAT申报,欧洲VAT,德国VAT,英国VAT,EPR注册,德国包装法,LUCID,WEEE注册,电池法,法国EPR,欧代,GPSR,CE认证,CBAM,商标注册,跨境电商合规',
    },
    contact: {
      phone: '400-836-2718',
      businessCooperation: '189-2654-7316',
      email: 'service@ost-compliance.cn',
      address: '深圳市南山区粤海街道高新南七道18号海岸科创中心A座21楼',
      hours: '周一至周六 9:00-18:30',
    },
    home: {
      hero: {
        eyebrow: '欧洲合规一站式服务',
        title: 'VAT、EPR与产品合规，一个平台全部搞定',
        subtitle:
          '覆盖英国及欧盟主要站点的税号注册、按期申报与EPR年度申报，持牌税务师与本地合作伙伴全程代办，让您的店铺安心出海。',
        primaryCta: { label: '免费合规自测', path: '/buyingGuide' },
        secondaryCta: { label: '查看服务价格', path: '/ld/price' },
        stats: [
          { value: '52,000+', label: '服务跨境卖家' },
          { value: '180,000+', label: '累计完成申报' },
          { value: '7国', label: '欧洲本地税务合作伙伴' },
          { value: '99.6%', label: '申报按期完成率' },
        ],
      },
      services: {
        title: '核心服务',
        subtitle: '从注册到申报，从包装到产品，一站覆盖欧洲站点合规要求',
        items: [
          {
            title: 'VAT注册与申报',
            desc: '英国、德国、法国、意大利、西班牙、波兰、捷克税号注册，月度/季度申报与OSS、IOSS申报代办，申报数据自动对接亚马逊报表。',
            icon: 'vat',
            path: '/ld/VAT',
            tags: ['英国20%', '德国19%', '泛欧仓储'],
          },
          {
            title: 'EPR生产者责任',
            desc: '德国包装法LUCID注册与双元系统签约，WEEE与电池法stiftung ear注册，法国各品类唯一识别码（IDU）申请及年度数量申报。',
            icon: 'epr',
            path: '/ld/EPR',
            tags: ['包装', 'WEEE', '电池', '纺织品'],
          },
          {
            title: '欧代与GPSR',
            desc: '欧盟及英国授权代表、GPSR责任人服务，提供产品标签信息与亚马逊后台合规资料上传指引。',
            icon: 'compliance',
            path: '/ld/ouAgent',
            tags: ['欧代', '英代', 'GPSR'],
          },
          {
            title: 'CE与产品检测',
            desc: '对接欧盟公告机构与第三方实验室，办理CE、UKCA、RoHS、EN 71等检测认证，出具符合性声明（DoC）。',
            icon: 'shield',
            path: '/syProductService',
          },
          {
            title: 'CBAM碳申报',
            desc: '钢铁、铝、水泥、化肥等产品的CN编码核查与隐含排放核算，协助2026年起正式期的授权申报人申请与年度申报。',
            icon: 'cbam',
            path: '/services/eu_cbam',
            tags: ['正式期2026'],
          },
          {
            title: '气候友好承诺认证',
            desc: '协助卖家取得亚马逊认可的可持续认证，获得Climate Pledge Friendly标识，提升搜索曝光。',
            icon: 'leaf',
            path: '/services/amazon-climate-pledge-friendly',
          },
          {
            title: '海外商标注册',
            desc: '美国、欧盟、英国、日本商标检索与注册，支持亚马逊品牌备案所需的商标申请号。',
            icon: 'trademark',
            path: '/search',
          },
          {
            title: '海外公司注册',
            desc: '英国、美国、香港公司注册与秘书服务，协助开立收款账户，满足平台本地主体要求。',
            icon: 'company',
            path: '/ld/price',
          },
        ],
      },
      advantagesTitle: '为什么选择欧思拓',
      process: {
        title: '四步完成合规办理',
        steps: [
          { title: '免费自测', desc: '回答9个问题，3分钟生成店铺专属合规报告，明确需办理的税号与EPR品类。' },
          { title: '选择服务', desc: '按站点与品类组合下单，价格公开透明，支持企业对公付款与开具发票。' },
          {
            title: '提交资料',
            desc: '在工作台上传营业执照、法人证件等资料，专属顾问一对一审核，避免因资料问题被退回。',
          },
          { title: '下号与申报', desc: '税号、注册号下发后自动进入申报日历，临近截止日短信与邮件双重提醒。' },
        ],
      },
      registerBanner: {
        title: '注册即领新人合规礼包',
        text: '新用户注册可领取VAT申报与EPR注册抵扣券，首次合规自测免费出具完整报告。',
        button: '立即注册',
      },
      news: { title: '行业资讯' },
    },
    advantages: [
      {
        title: '本地持牌税务代理',
        desc: '与英国、德国、法国、意大利、西班牙、波兰、捷克本地持牌税务师事务所长期合作，申报以当地代理身份直接提交税局。',
        icon: 'globe',
      },
      {
        title: '申报日历与到期提醒',
        desc: '德国月报每月10日、法国19日、意大利14日等各国截止日自动排期，逾期风险提前7天预警。',
        icon: 'clock',
      },
      {
        title: '价格公开透明',
        desc: '所有服务明码标价，无隐藏附加费，官方费用与服务费分开列示，可随时在线查询。',
        icon: 'price',
      },
      {
        title: '专属顾问一对一',
        desc: '每位卖家配备专属合规顾问，工作日2小时内响应，资料问题当天给出修改意见。',
        icon: 'team',
      },
      {
        title: '数据安全保障',
        desc: '店铺报表与企业资料加密存储，仅用于申报用途，已通过信息安全等级保护三级测评。',
        icon: 'shield',
      },
      {
        title: '政策实时跟进',
        desc: '专职政策研究团队跟踪欧盟及成员国法规变化，第一时间推送解读与应对方案。',
        icon: 'news',
      },
    ],
    menus: [
      { label: '首页', path: '/' },
      {
        label: '免费试用',
        typeKey: 'freeTrial',
        description: '免费合规自测与费用计算工具',
        children: [
          { label: '购买指南', path: '/buyingGuide', description: '回答9个问题，3分钟生成专属合规报告' },
          { label: 'VAT税金计算器', path: '/ld/calculate/1', description: '按站点税率估算应缴VAT与申报费用' },
          { label: '德国包装EPR费用估算', path: '/ld/calculate/2', description: '按包装材质与重量估算双元系统年费' },
          {
            label: '欧盟多站点合规费用测算',
            path: '/ld/calculate/3',
            description: '泛欧仓储各站点税号与EPR总费用一览',
          },
          {
            label: '欧盟VAT税号校验（VIES）',
            path: 'https://ec.europa.eu/taxation_customs/vies/',
            pageType: 1,
            description: '欧盟委员会官方税号有效性查询',
          },
        ],
      },
      {
        label: '产品服务',
        typeKey: 'Services',
        path: '/ld/price',
        description: 'VAT、EPR、产品合规、碳合规、商标与海外公司',
        panels: [
          { name: '德国VAT注册', title: '泛欧仓储必备，税率19%', icon: 'vat', linkUrl: '/ld/VAT?country=2' },
          { name: '德国包装法', title: 'LUCID注册与双元系统签约', icon: 'recycle', linkUrl: '/ld/EPR?type=packaging' },
          { name: 'GPSR责任人', title: '欧盟上架产品必备的责任人信息', icon: 'compliance', linkUrl: '/ld/ouAgent' },
          { name: 'CBAM申报', title: '2026年起进入正式期', icon: 'cbam', linkUrl: '/services/eu_cbam' },
        ],
        children: [
          {
            label: 'VAT税务',
            path: '/ld/VAT',
            description: '英国及欧盟七国税号注册与按期申报',
            panels: [
              {
                name: '英国VAT',
                title: '标准税率20%，季度申报，HMRC直连提交',
                icon: 'vat',
                linkUrl: '/ld/VAT?country=0',
              },
              {
                name: '德国VAT',
                title: '标准税率19%，前两年按月申报，次月10日截止',
                icon: 'vat',
                linkUrl: '/ld/VAT?country=2',
              },
              { name: '法国VAT', title: '标准税率20%，次月19日前完成缴税', icon: 'vat', linkUrl: '/ld/VAT?country=1' },
              {
                name: '意大利VAT',
                title: '标准税率22%，次月14日前完成缴税',
                icon: 'vat',
                linkUrl: '/ld/VAT?country=3',
              },
              {
                name: '西班牙VAT',
                title: '标准税率21%，Modelo 303季度申报',
                icon: 'vat',
                linkUrl: '/ld/VAT?country=4',
              },
              { name: '波兰VAT', title: '标准税率23%，次月25日前完成缴税', icon: 'vat', linkUrl: '/ld/VAT?country=5' },
              { name: '捷克VAT', title: '标准税率21%，次月25日前完成缴税', icon: 'vat', linkUrl: '/ld/VAT?country=6' },
              { name: 'OSS/IOSS申报', title: '欧盟远程销售一站式申报', icon: 'tax', linkUrl: '/ld/VAT?service=oss' },
            ],
          },
          {
            label: 'EPR合规',
            path: '/ld/EPR',
            description: '包装、电子电气、电池及法国纺织品家具EPR',
            panels: [
              {
                name: '德国包装法',
                title: 'LUCID注册、双元系统签约与数量申报',
                icon: 'recycle',
                linkUrl: '/ld/EPR?type=packaging',
              },
              {
                name: 'WEEE注册',
                title: '德国stiftung ear注册，含德国授权代表',
                icon: 'epr',
                linkUrl: '/ld/EPR?type=weee',
              },
              {
                name: '电池法注册',
                title: '德国BattDG及欧盟电池法规2023/1542',
                icon: 'epr',
                linkUrl: '/ld/EPR?type=battery',
              },
              {
                name: '法国EPR',
                title: '包装、纺织品、家具等品类唯一识别码IDU',
                icon: 'label',
                linkUrl: '/ld/EPR?country=1',
              },
              {
                name: '法国纺织品与家具',
                title: 'Refashion / Ecomaison 生态组织申报',
                icon: 'label',
                linkUrl: '/ld/EPR?type=textile',
              },
              {
                name: 'EPR合规检查',
                title: '免费检测店铺EPR注册缺口',
                icon: 'search',
                linkUrl: '/compliance_service_epr',
              },
            ],
          },
          {
            label: '产品合规',
            path: '/ld/ouAgent',
            description: '欧代英代、GPSR、CE认证与检测',
            panels: [
              {
                name: '欧盟授权代表',
                title: '欧代地址与资质文件，满足平台审核',
                icon: 'compliance',
                linkUrl: '/ld/ouAgent',
              },
              {
                name: '英国授权代表',
                title: 'UKCA产品的英国责任人服务',
                icon: 'compliance',
                linkUrl: '/ld/ouAgent?country=0',
              },
              {
                name: 'GPSR合规',
                title: '通用产品安全法规责任人与标签指引',
                icon: 'shield',
                linkUrl: '/ld/ouAgent?type=gpsr',
              },
              { name: 'CE认证', title: 'CE、RoHS、EN 71等检测认证', icon: 'audit', linkUrl: '/syProductService' },
              { name: '环保标识', title: '法国Triman与各国回收标签生成', icon: 'label', linkUrl: '/recycling_labels' },
            ],
          },
          {
            label: '碳合规',
            path: '/services/eu_cbam',
            description: 'CBAM碳边境调节机制与气候友好承诺',
            panels: [
              {
                name: 'CBAM申报',
                title: '排放核算、授权申报人申请与年度申报',
                icon: 'cbam',
                linkUrl: '/services/eu_cbam',
              },
              {
                name: '气候友好承诺',
                title: '亚马逊Climate Pledge Friendly认证辅导',
                icon: 'leaf',
                linkUrl: '/services/amazon-climate-pledge-friendly',
              },
            ],
          },
          {
            label: '商标注册',
            path: '/search',
            description: '美国、欧盟、英国、日本商标查询与注册',
            panels: [
              { name: '商标查询', title: '免费近似检索，评估注册风险', icon: 'search', linkUrl: '/search' },
              { name: '类别查询', title: '按商品名称查找尼斯分类', icon: 'trademark', linkUrl: '/searchCategory' },
              {
                name: '商标注册报价',
                title: '多国商标注册官费与服务费',
                icon: 'price',
                linkUrl: '/ld/price?service=trademark',
              },
            ],
          },
          {
            label: '海外公司',
            path: '/ld/price?service=company',
            description: '英国、美国、香港公司注册与年审',
            panels: [
              {
                name: '英国公司注册',
                title: '约3-5个工作日完成注册',
                icon: 'company',
                linkUrl: '/ld/price?service=company',
              },
              {
                name: '美国公司注册',
                title: '特拉华州、怀俄明州等多州可选',
                icon: 'company',
                linkUrl: '/ld/price?service=company',
              },
              {
                name: '香港公司注册',
                title: '含注册地址与公司秘书服务',
                icon: 'secretary',
                linkUrl: '/ld/price?service=company',
              },
            ],
          },
        ],
      },
      {
        label: '在线工具',
        typeKey: 'OnlineTool',
        description: '免费合规自查工具',
        children: [
          { label: 'EPR合规检查', path: '/compliance_service_epr', description: '免费：输入店铺品类，检测EPR注册缺口' },
          {
            label: '可回收性评估工具',
            path: '/design_for_recycling',
            description: '免费：评估包装可回收性，优化包装设计',
          },
        ],
      },
      {
        label: '行业洞察',
        typeKey: 'IndustryInsight',
        description: '欧洲税务与合规政策动态',
        children: [
          { label: 'VAT资讯', path: '/ld/aboutVat/103', mainId: 103 },
          { label: '平台规则与动态', path: '/ld/aboutVat/105', mainId: 105 },
          { label: '合规案例', path: '/ld/aboutVat/106', mainId: 106 },
          { label: 'EPR与行业资讯', path: '/ld/aboutVat/104', mainId: 104 },
        ],
      },
      {
        label: '帮助中心',
        path: '/ld/operation',
        children: [
          { label: '操作手册', path: '/ld/operation', description: '工作台下单、资料上传与申报确认操作指引' },
          { label: '视频教程', path: '/ld/videos', description: 'VAT与EPR办理全流程视频讲解' },
          { label: '常见问题', path: '/ld/problem', description: '税号、申报、EPR高频问题解答' },
          { label: 'VAT资讯', path: '/ld/aboutVAT', description: '欧洲税务政策与行业新闻' },
        ],
      },
      {
        label: '关于我们',
        path: '/ld/aboutUs',
        children: [
          { label: '公司介绍', path: '/ld/aboutUs' },
          { label: '渠道合作', path: '/ld/cooperative' },
          { label: '联系我们', path: '/ld/contactUs' },
        ],
      },
    ],
    footer: [
      {
        kind: 'function',
        title: '快速入口',
        items: [
          { label: 'VAT服务', value: '/ld/VAT' },
          { label: 'EPR服务', value: '/ld/EPR' },
          { label: '欧代服务', value: '/ld/ouAgent' },
          { label: 'CBAM申报', value: '/ld/CBAM' },
          { label: '服务价格', value: '/ld/price' },
          { label: '合规自测', value: '/buyingGuide' },
          { label: '帮助中心', value: '/ld/operation' },
          { label: '渠道合作', value: '/ld/cooperative' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系我们',
        items: [
          { label: '服务热线', value: '400-836-2718' },
          { label: '渠道合作', value: '189-2654-7316' },
          { label: '官方邮箱', value: 'service@ost-compliance.cn' },
          { label: '公司地址', value: '深圳市南山区粤海街道高新南七道18号海岸科创中心A座21楼' },
          { label: '服务时间', value: '周一至周六 9:00-18:30' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情链接',
        items: [
          { label: '英国税务海关总署 HMRC', value: 'https://www.gov.uk/government/organisations/hm-revenue-customs' },
          { label: '德国联邦中央税务局 BZSt', value: 'https://www.bzst.de' },
          { label: '德国包装注册处 LUCID', value: 'https://lucid.verpackungsregister.org' },
          { label: '德国电子电气注册基金会 stiftung ear', value: 'https://www.stiftung-ear.de' },
          { label: '欧盟税务与海关同盟', value: 'https://taxation-customs.ec.europa.eu' },
          { label: '亚马逊全球开店', value: 'https://gs.amazon.cn' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注我们',
        items: [
          { label: '微信公众号', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=ost-compliance' },
          { label: '企业微信客服', value: 'qr:https://work.weixin.qq.com/kfid/kfc-ost-presale' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律声明',
        items: [
          { label: '隐私政策', value: '/custom/privacy-policy' },
          { label: '用户服务协议', value: '/custom/user-agreement' },
          { label: '粤ICP备2021086473号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '在线客服',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-ost-presale',
      },
      { name: '周年庆特惠', icon: 'gift', linkUrl: '/anniversary' },
      { name: '免费合规自测', icon: 'guide', linkUrl: '/buyingGuide' },
      { name: '联系我们', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服务',
      items: [
        { kind: 'contactUs', label: '联系我们', value: '/ld/contactUs', extra: '留言后48小时内回复' },
        { kind: 'preSaleTelephone', label: '售前咨询', value: '400-836-2718', extra: '周一至周六 9:00-18:30' },
        { kind: 'qrcode', label: '扫码添加合规顾问', value: 'qr:https://work.weixin.qq.com/kfid/kfc-ost-advisor' },
      ],
    },
    search: [
      { name: '德国VAT注册', path: '/ld/VAT?country=2', hot: true },
      { name: '英国VAT注册', path: '/ld/VAT?country=0', hot: true },
      { name: '德国包装法LUCID注册', path: '/ld/EPR?type=packaging', hot: true },
      { name: 'GPSR欧盟责任人', path: '/ld/ouAgent?type=gpsr', hot: true },
      { name: 'CBAM碳边境申报', path: '/services/eu_cbam', hot: true },
      { name: '法国VAT注册', path: '/ld/VAT?country=1' },
      { name: '意大利VAT注册', path: '/ld/VAT?country=3' },
      { name: '西班牙VAT注册', path: '/ld/VAT?country=4' },
      { name: '波兰VAT注册', path: '/ld/VAT?country=5' },
      { name: '捷克VAT注册', path: '/ld/VAT?country=6' },
      { name: 'WEEE注册', path: '/ld/EPR?type=weee' },
      { name: '电池法注册', path: '/ld/EPR?type=battery' },
      { name: '法国EPR唯一识别码', path: '/ld/EPR?country=1' },
      { name: '欧盟授权代表', path: '/ld/ouAgent' },
      { name: 'CE认证', path: '/syProductService' },
      { name: '气候友好承诺认证', path: '/services/amazon-climate-pledge-friendly' },
      { name: '商标查询', path: '/search' },
      { name: '商标类别查询', path: '/searchCategory' },
      { name: '服务价格', path: '/ld/price' },
    ],
    compliance: true,
  },
];
