import type { PlatformSeed } from '../../types.ts';

/**
 * MDT (code 01): the intellectual-property law firm. It uses the fixed law-firm menu of
 * spec section 2 (/mdt/... routes) and has no bottom registration banner.
 */
export const platform: PlatformSeed[] = [
  {
    code: '01',
    key: 'MDT',
    label: '明德通律师事务所',
    labelEn: 'MDT IP Law Firm',
    locale: 'zh-CN',
    prefixedLocales: [],
    companyName: '广东明德通律师事务所',
    copyright: 'Copyright © 2019-2026 广东明德通律师事务所 All Rights Reserved',
    filingNo: '粤ICP备2021140528号-1',
    policeFilingNo: '粤公网安备44010602011876号',
    licence: '律师事务所执业许可证：31440000MD0172853K（广东省司法厅颁发）',
    seo: {
      title: '明德通律师事务所 - 海外商标注册_专利申请_版权登记_跨境知识产权诉讼',
      description:
        '广东明德通律师事务所专注跨境电商知识产权法律服务，提供美国、欧盟、英国、日本商标注册，外观设计与发明专利申请，版权登记，以及美国TRO临时禁令应诉、亚马逊侵权投诉申诉等争议解决服务。',
      keywords:
        '知识产权律师事务所,海外商标注册,美国商标注册,欧盟商标注册,外观专利,发明专利,PCT,版权登记,TRO应诉,亚马逊侵权申诉,品牌备案',
    },
    contact: {
      phone: '400-902-6135',
      businessCooperation: '020-3892-6071',
      email: 'counsel@mdt-iplaw.com',
      address: '广州市天河区珠江新城花城大道85号远洋中心27楼2703室',
      hours: '周一至周五 9:00-18:00（预约可安排周末面谈）',
    },
    home: {
      hero: {
        eyebrow: '知识产权律师事务所',
        title: '为出海品牌筑牢知识产权护城河',
        subtitle:
          '执业律师与商标、专利代理师组成的专业团队，为跨境卖家提供全球商标布局、专利申请、版权登记及海外侵权诉讼应对，让品牌在海外市场走得稳、守得住。',
        primaryCta: { label: '预约律师咨询', path: '/mdt/contactUs' },
        secondaryCta: { label: '免费商标查询', path: '/search' },
        stats: [
          { value: '26,000+', label: '海外商标申请' },
          { value: '3,400+', label: '专利与版权案件' },
          { value: '680+', label: '跨境诉讼与申诉案件' },
          { value: '40+', label: '海外合作律所' },
        ],
      },
      services: {
        title: '业务领域',
        subtitle: '覆盖品牌出海全周期的知识产权法律服务',
        items: [
          {
            title: '商标注册与布局',
            desc: '美国USPTO、欧盟EUIPO、英国UKIPO、日本特许厅及马德里国际注册，从近似检索、类别规划到审查意见答复全程代理。',
            icon: 'trademark',
            path: '/mdt/trademark',
            tags: ['美国', '欧盟', '英国', '日本'],
          },
          {
            title: '专利申请',
            desc: '美国外观设计专利、欧盟外观设计、发明与实用新型专利及PCT国际申请，由理工科背景专利代理师撰写与答辩。',
            icon: 'patent',
            path: '/mdt/patent',
            tags: ['外观设计', 'PCT'],
          },
          {
            title: '版权登记',
            desc: '产品图片、说明书、包装设计、软件等作品的中国作品登记与美国版权局登记，为平台投诉与维权固定权属证据。',
            icon: 'label',
            path: '/mdt/copyright',
          },
          {
            title: '诉讼与争议解决',
            desc: '美国TRO临时禁令与Schedule A案件应诉、和解谈判，亚马逊侵权投诉申诉与链接恢复，商标异议与撤销程序。',
            icon: 'law',
            path: '/mdt/litigation',
            tags: ['TRO应诉', '侵权申诉'],
          },
          {
            title: '商标近似检索',
            desc: '按尼斯分类检索目标国已注册与在审商标，比对字形、读音与含义，在申请前评估驳回与侵权风险。',
            icon: 'search',
            path: '/search',
          },
        ],
      },
      advantagesTitle: '选择明德通的理由',
      process: {
        title: '委托流程',
        steps: [
          { title: '初步咨询', desc: '电话或线上沟通业务需求，律师助理当日建档并安排承办律师。' },
          { title: '检索与评估', desc: '承办律师完成检索分析，出具书面风险评估意见与费用报价。' },
          { title: '签署委托', desc: '签订委托代理合同，明确服务范围、官费与律师费，资料清单一次告知。' },
          { title: '递交与跟进', desc: '向主管机关递交申请或应诉文件，审查意见、异议与庭审节点全程跟进。' },
          { title: '结案归档', desc: '下发注册证书或结案文书，并提供续展、监测等后续维护提醒。' },
        ],
      },
      news: { title: '知产观察' },
    },
    advantages: [
      {
        title: '执业律师亲自承办',
        desc: '每件案件由执业律师担任主办，商标与专利代理师协办，关键文书律师逐份审核签发。',
        icon: 'law',
      },
      {
        title: '全球合作律所网络',
        desc: '与美国、欧盟、英国、日本等40余家当地律所长期合作，海外官方程序由当地执业律师代为办理。',
        icon: 'globe',
      },
      {
        title: '跨境电商实务经验',
        desc: '深耕亚马逊、速卖通等平台卖家的知识产权争议，熟悉品牌备案、侵权投诉与TRO案件的处理节奏。',
        icon: 'marketing',
      },
      {
        title: '收费透明',
        desc: '官费与律师费分项列示，签约前书面报价，约定范围内不额外收费。',
        icon: 'price',
      },
      {
        title: '严格保密',
        desc: '律师执业保密义务约束全体成员，客户技术方案与商业信息专人专档管理。',
        icon: 'shield',
      },
    ],
    menus: [
      { label: '首页', path: '/mdt/homes' },
      {
        label: '业务领域',
        path: '/mdt/trademark',
        description: '商标、专利、版权与诉讼',
        children: [
          { label: '商标', path: '/mdt/trademark', description: '美国、欧盟、英国、日本商标注册与异议答复' },
          { label: '专利', path: '/mdt/patent', description: '外观设计、发明、实用新型与PCT国际申请' },
          { label: '版权', path: '/mdt/copyright', description: '作品登记与美国版权局登记' },
          { label: '诉讼', path: '/mdt/litigation', description: 'TRO应诉、侵权申诉与商标争议' },
        ],
      },
      { label: '关于我们', path: '/mdt/aboutUs' },
      { label: '联系我们', path: '/mdt/contactUs' },
      { label: '常见问题', path: '/mdt/faq' },
    ],
    footer: [
      {
        kind: 'function',
        title: '律所导航',
        items: [
          { label: '商标业务', value: '/mdt/trademark' },
          { label: '专利业务', value: '/mdt/patent' },
          { label: '版权业务', value: '/mdt/copyright' },
          { label: '诉讼业务', value: '/mdt/litigation' },
          { label: '商标查询', value: '/search' },
          { label: '关于律所', value: '/mdt/aboutUs' },
          { label: '常见问题', value: '/mdt/faq' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '联系律所',
        items: [
          { label: '咨询热线', value: '400-902-6135' },
          { label: '机构合作', value: '020-3892-6071' },
          { label: '律所邮箱', value: 'counsel@mdt-iplaw.com' },
          { label: '律所地址', value: '广州市天河区珠江新城花城大道85号远洋中心27楼2703室' },
          { label: '办公时间', value: '周一至周五 9:00-18:00（预约可安排周末面谈）' },
        ],
      },
      {
        kind: 'blogroll',
        title: '知识产权机构',
        items: [
          { label: '国家知识产权局', value: 'https://www.cnipa.gov.cn' },
          { label: '美国专利商标局 USPTO', value: 'https://www.uspto.gov' },
          { label: '欧盟知识产权局 EUIPO', value: 'https://www.euipo.europa.eu' },
          {
            label: '英国知识产权局 UKIPO',
            value: 'https://www.gov.uk/government/organisations/intellectual-property-office',
          },
          { label: '世界知识产权组织 WIPO', value: 'https://www.wipo.int' },
          { label: '美国版权局', value: 'https://www.copyright.gov' },
        ],
      },
      {
        kind: 'qrcode',
        title: '关注律所',
        items: [
          { label: '律所微信公众号', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=mdt-iplaw' },
          { label: '律师助理企业微信', value: 'qr:https://work.weixin.qq.com/kfid/kfc-mdt-counsel' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律声明',
        items: [
          { label: '隐私声明', value: '/custom/privacy-policy' },
          { label: '律师执业声明', value: '/custom/legal-notice' },
          { label: '粤ICP备2021140528号-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '在线咨询律师',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-mdt-counsel',
      },
      { name: '免费商标查询', icon: 'search', linkUrl: '/search' },
      { name: 'TRO紧急应诉', icon: 'law', linkUrl: '/mdt/litigation' },
      { name: '预约面谈', icon: 'phone', linkUrl: '/mdt/contactUs' },
    ],
    more: {
      title: '联系律所',
      items: [
        { kind: 'contactUs', label: '在线留言', value: '/mdt/contactUs', extra: '律师助理48小时内回复' },
        { kind: 'preSaleTelephone', label: '咨询热线', value: '400-902-6135', extra: '周一至周五 9:00-18:00' },
        { kind: 'qrcode', label: '扫码添加律师助理', value: 'qr:https://work.weixin.qq.com/kfid/kfc-mdt-counsel' },
      ],
    },
    search: [
      { name: '美国商标注册', path: '/mdt/trademark', hot: true },
      { name: '欧盟商标注册', path: '/mdt/trademark', hot: true },
      { name: '商标近似查询', path: '/search', hot: true },
      { name: '美国外观设计专利', path: '/mdt/patent', hot: true },
      { name: 'TRO临时禁令应诉', path: '/mdt/litigation', hot: true },
      { name: '英国商标注册', path: '/mdt/trademark' },
      { name: '日本商标注册', path: '/mdt/trademark' },
      { name: '马德里国际商标', path: '/mdt/trademark' },
      { name: '商标类别查询', path: '/searchCategory' },
      { name: '欧盟外观设计', path: '/mdt/patent' },
      { name: 'PCT国际专利申请', path: '/mdt/patent' },
      { name: '美国版权登记', path: '/mdt/copyright' },
      { name: '作品著作权登记', path: '/mdt/copyright' },
      { name: '亚马逊侵权投诉申诉', path: '/mdt/litigation' },
      { name: '商标异议与撤销', path: '/mdt/litigation' },
      { name: '常见问题', path: '/mdt/faq' },
    ],
    compliance: false,
  },
];
