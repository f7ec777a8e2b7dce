import type { PageActionSeed, PageSeed } from '../../types.ts';

/**
 * Page copy of the Korean-market variant 'KR' (韩启通), simplified Chinese. /ld/aboutUs is the
 * main service page: the menus link its anchors #companyRegistration, #taxService, #visaService
 * and #expertMarketing. The Korean figures (registration 1-2 months, D-8-4 10 million KRW versus
 * 100 million KRW for D-8, approval over 90%, about 4-5 versus 6-8 months, visa 1-3 months, VAT
 * 10% quarterly within 25 days, corporate tax 9%/19% by 31 March, reach over 800,000) follow
 * spec section 9. products.ts has no Korean products, so /ld/price shows a package table
 * without invented prices.
 */

const consult: PageActionSeed = { label: '免费咨询方案', href: '/ld/contactUs' };
const prices: PageActionSeed = { label: '查看服务套餐', href: '/ld/price', style: 'secondary' };

const aboutUsPage: PageSeed = {
  platform: 'KR',
  lang: 'zh-CN',
  key: 'ld-aboutUs',
  title: '韩国公司注册、税务、D-8-4签证与网红营销服务',
  description:
    '韩启通为中国卖家和创业者提供进入韩国市场的一站式服务：韩国外商投资法人注册1-2个月完成，增值税与法人税申报，D-8-4创业签证与D-8投资签证办理，以及Coupang、Naver渠道的本土网红营销。',
  keywords:
    '韩国公司注册,韩国外商投资,外商投资申报,韩国增值税,韩国法人税,D-8-4签证,D-8签证,OASIS,韩国网红营销,Coupang,Naver Smart Store',
  blocks: [
    {
      kind: 'hero',
      eyebrow: '韩国市场落地服务',
      title: '公司、税务、签证、营销，进入韩国一个顾问全程跟进',
      lead: '韩启通由深圳和首尔两地团队组成，深圳团队负责中文咨询、方案和材料审核，首尔团队对接法院登记所、税务署、出入境管理部门和本土网红资源。从设立韩国法人、按期报税，到办理D-8-4创业签证，再到在Coupang、Naver Smart Store开店推广，各环节由同一位顾问统筹，进度节点主动告知。',
      points: [
        '韩国公司注册1-2个月完成',
        'D-8-4创业签证获批率90%以上',
        '增值税季度申报与法人税年度申报',
        '合作网红覆盖粉丝80万+',
      ],
      actions: [consult, prices],
    },
    {
      kind: 'figures',
      items: [
        { value: '1-2个月', label: '完成韩国公司注册' },
        { value: '1,000万韩元', label: 'D-8-4创业签证投资门槛（D-8为1亿韩元及以上）' },
        { value: '90%+', label: 'D-8-4签证获批率' },
        { value: '80万+', label: '合作网红覆盖粉丝' },
      ],
    },
    {
      kind: 'steps',
      anchor: 'companyRegistration',
      title: '韩国公司注册',
      intro:
        '中国投资人在韩国设立公司，最常见的形式是株式会社（주식회사）。以外商投资方式设立、取得外商投资企业身份的，须按《外国人投资促进法》办理申报和登记；整个流程通常1-2个月完成。',
      items: [
        {
          title: '外商投资申报',
          text: '向KOTRA（Invest KOREA）或外汇银行办理外商投资申报，确定投资人、出资额与持股比例。每名外国投资人出资1亿韩元以上，并持有10%以上表决权股份（或以派遣董事等方式参与经营），才构成该法所称的外商投资。',
        },
        {
          title: '资本金汇入',
          text: '在韩国银行开立投资资金账户，从境外汇入资本金，由银行出具外汇买入及股款缴纳证明。资本金须来自投资人名下的合法资金。',
        },
        {
          title: '法人设立登记',
          text: '由合作法务士向管辖法院登记所申请法人设立登记，登记商号、章程、本店地址、董事与代表理事，并办理法人印章登记。',
        },
        {
          title: '事业者登记',
          text: '持法人登记簿、营业场所租赁合同等向管辖税务署申请事业者登记，取得事业者登记号码，此后即负有报税义务。',
        },
        {
          title: '外商投资企业登记与开户',
          text: '办理外商投资企业登记，协助开立对公银行账户；计划在网上销售的，另行办理通信销售业申报。',
        },
      ],
    },
    {
      kind: 'features',
      title: '注册前需要确认的事项',
      items: [
        {
          title: '资本金',
          text: '韩国《商法》不设最低资本金，但办理D-8投资签证须以外商投资身份出资1亿韩元及以上；以D-8-4创业签证为目标的，投资额1,000万韩元起。资本金多少还会影响法人登记时缴纳的登录许可税。',
          icon: 'bank',
        },
        {
          title: '营业场所',
          text: '事业者登记须提供韩国境内营业场所的租赁合同。申请D-8签证时，出入境部门也会审查办公场所是否真实用于经营。',
          icon: 'company',
        },
        {
          title: '文件认证',
          text: '中国自2023年11月7日起适用《取消外国公文书认证要求的公约》，投资人的身份与公司文件经公证后办理附加证明书（Apostille）即可在韩国使用，无需再办理领事认证；还须附韩文翻译。',
          icon: 'manual',
        },
        {
          title: '股东与代表',
          text: '外国投资人可以100%持股。代表理事可由外国人担任，但银行开户、签证办理和日常经营中，是否有人常驻韩国会带来明显差别。',
          icon: 'team',
        },
      ],
    },
    {
      kind: 'table',
      anchor: 'taxService',
      title: '韩国税务申报',
      intro:
        '公司完成事业者登记后，即使没有营业收入，也须按期申报。我们提供代理记账与各税种申报，截止日前提醒并核对数据。',
      columns: ['税种', '申报期限', '税率与要点'],
      rows: [
        [
          '增值税（부가가치세）',
          '按季度申报，季度结束后25日内完成（1月25日、4月25日、7月25日、10月25日）',
          '标准税率10%；销项税额减进项税额后缴纳，出口适用零税率；法人须开具电子税务发票',
        ],
        [
          '法人税（법인세）',
          '事业年度结束后3个月内；按自然年度结账的，为次年3月31日前',
          '应税所得2亿韩元以内税率9%，超过2亿韩元的部分税率19%（更高所得档次另有税率）',
        ],
        [
          '法人地方所得税',
          '事业年度结束后4个月内；按自然年度结账的，为次年4月30日前',
          '向地方政府另行申报，按法人税税基计算，税率约为法人税税率的十分之一',
        ],
        ['法人税中间预缴', '上半年结束后2个月内（自然年度结账为8月31日前）', '新设法人的首个事业年度一般无需中间预缴'],
        ['代扣代缴（원천세）', '支付工资、劳务费等的次月10日前', '雇用员工或向个人支付报酬时发生'],
      ],
      note: '法人税税率以2023年起适用的税率表为基础；韩国政府在2025年税法修订中提出自2026事业年度起各档税率上调1个百分点，实际适用税率以国税厅最新公告为准。',
    },
    {
      kind: 'features',
      title: '记账与报税服务内容',
      items: [
        { title: '代理记账', text: '按韩国会计准则复式记账，整理银行流水、电子税务发票和平台结算单。', icon: 'manual' },
        { title: '增值税申报', text: '每季度核对销项与进项，计算应纳或应退税额，通过Hometax提交申报。', icon: 'tax' },
        { title: '法人税年度申报', text: '编制财务报表与税务调整，完成法人税及法人地方所得税申报。', icon: 'audit' },
        { title: '合作税务士复核', text: '申报由合作的韩国税务士复核签署，税务署问询时代为回复。', icon: 'shield' },
      ],
    },
    {
      kind: 'table',
      anchor: 'visaService',
      title: 'D-8-4创业签证与D-8投资签证对比',
      intro: 'D-8-4适合以技术和创意创业、投入资金有限的个人；D-8适合以较大规模外商投资在韩国经营企业的投资人。',
      columns: ['项目', 'D-8-4 创业签证', 'D-8 企业投资签证'],
      rows: [
        ['投资金额', '1,000万韩元起', '1亿韩元及以上'],
        [
          '核心条件',
          '学历要求（国外学士及以上或韩国专科及以上）、知识产权或技术能力，OASIS积分达到80分以上',
          '外商投资申报与外商投资企业登记、资本金实际到位、真实的营业场所',
        ],
        ['全流程周期', '约4-5个月', '约6-8个月'],
        ['其中签证审批', '1-3个月', '1-3个月'],
        ['获批率', '我们服务的申请获批率90%以上', '按投资与经营情况个案评估'],
        ['延期审查重点', '创业活动与营业实绩', '投资维持情况与企业经营实绩'],
      ],
      note: '签证条件以法务部及HiKorea公布的最新标准为准；周期为一般情况下的参考，材料补正或政策调整会影响进度。',
    },
    {
      kind: 'steps',
      title: '签证办理流程',
      items: [
        { title: '资格评估', text: '核对学历、知识产权、资金来源与创业计划，判断适合D-8-4还是D-8。' },
        {
          title: '积分或投资准备',
          text: 'D-8-4：规划OASIS课程与知识产权申请，累积积分；D-8：完成外商投资申报与资本金汇入。',
        },
        { title: '设立公司', text: '完成法人登记、事业者登记与营业场所落实，同步准备经营资料。' },
        { title: '递交签证申请', text: '整理投资证明、营业场所、创业或经营计划书等材料，向签证受理机关递交。' },
        { title: '入境与外国人登记', text: '获签入境后，居留超过90天的须在入境之日起90天内办理外国人登记。' },
      ],
    },
    {
      kind: 'features',
      anchor: 'expertMarketing',
      title: '韩国网红营销与平台运营',
      intro:
        '韩国消费者下单前习惯先看博客测评和达人内容。我们合作的韩国本土网红与KOC覆盖粉丝超过80万，覆盖美妆、家居、3C、母婴等品类。',
      items: [
        {
          title: '达人种草',
          text: '按品类匹配Instagram、YouTube和Naver博客达人，负责沟通brief、样品寄送、内容审核与发布排期。',
          icon: 'marketing',
        },
        {
          title: 'Coupang',
          text: '韩国头部综合电商平台，以韩国公司主体入驻卖家后台，可结合其履约服务实现快速配送；协助商品资料本地化与上架。',
          icon: 'globe',
        },
        {
          title: 'Naver Smart Store',
          text: '与Naver搜索和Naver购物打通，适合品牌自营店铺；开店须完成事业者登记和通信销售业申报。',
          icon: 'search',
        },
        {
          title: '广告标注合规',
          text: '按韩国公平交易委员会关于推荐、保证广告的审查指南，在达人内容中以韩文醒目标注“유료광고”等经济利益关系。',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'features',
      anchor: 'team',
      title: '关于韩启通',
      intro: '我们专注于一件事：帮助中国卖家和创业者在韩国合法设立、稳定经营。',
      items: [
        { title: '深圳团队', text: '中文顾问负责需求评估、方案设计、材料清单与进度沟通。', icon: 'team' },
        { title: '首尔团队', text: '对接法院登记所、税务署、出入境管理部门与银行，现场跟进办理。', icon: 'korea' },
        {
          title: '韩国专业合作方',
          text: '法人登记由法务士办理，税务申报由税务士复核，签证材料由行政士协助，各自在执业范围内负责。',
          icon: 'law',
        },
        { title: '本土营销资源', text: '长期合作的网红与KOC资源，以及平台运营与韩文内容团队。', icon: 'marketing' },
      ],
    },
    {
      kind: 'cta',
      title: '计划进入韩国市场？',
      text: '告诉我们您的业务和赴韩计划，顾问免费评估公司类型与签证路径，48小时内回复。',
      actions: [consult, prices],
    },
  ],
};

const pricePage: PageSeed = {
  platform: 'KR',
  lang: 'zh-CN',
  key: 'ld-price',
  title: '韩国服务套餐',
  description:
    '韩国公司注册、财税托管、D-8-4创业签证、D-8投资签证与网红营销服务套餐说明：每个套餐包含的内容与办理周期，按资本金、交易量和签证方案按需报价，官方费用另计。',
  keywords: '韩国公司注册费用,韩国记账报税费用,D-8-4签证费用,D-8签证费用,韩国网红营销报价,韩国服务套餐',
  blocks: [
    {
      kind: 'hero',
      eyebrow: '服务套餐',
      title: '按需组合，书面报价',
      lead: '韩国业务的费用与资本金规模、交易量、签证路径和营销预算直接相关，因此我们按套餐说明服务内容，由顾问评估后出具书面报价。报价中服务费与官方费用、公证翻译费等第三方费用分开列示。',
      points: ['每个套餐列明包含内容', '服务费与第三方费用分开', '公司、签证、财税可组合'],
      actions: [consult, { label: '了解服务详情', href: '/ld/aboutUs', style: 'secondary' }],
    },
    {
      kind: 'table',
      title: '服务套餐一览',
      columns: ['套餐', '包含内容', '办理周期', '价格'],
      rows: [
        [
          '韩国公司注册·基础版',
          '方案咨询、外商投资申报、资本金汇入指导、法人设立登记、事业者登记、外商投资企业登记',
          '1-2个月',
          '按需报价',
        ],
        [
          '韩国公司注册·开店版',
          '基础版全部内容，加对公银行开户协助、通信销售业申报、Coupang或Naver Smart Store入驻资料准备',
          '1-2个月',
          '按需报价',
        ],
        [
          '财税托管',
          '代理记账、季度增值税申报、法人税与法人地方所得税年度申报、代扣代缴申报、税务署问询回复',
          '按年服务',
          '按交易量报价',
        ],
        [
          'D-8-4创业签证',
          '资格评估、OASIS课程与积分规划、创业计划书、公司设立衔接、签证申请与补正',
          '约4-5个月（签证审批1-3个月）',
          '按需报价',
        ],
        [
          'D-8企业投资签证',
          '外商投资申报、资本金到位、企业登记、经营计划书、签证申请与补正',
          '约6-8个月（签证审批1-3个月）',
          '按需报价',
        ],
        [
          '韩国网红营销',
          '达人筛选与报价、brief撰写、样品寄送、内容审核、广告标注合规、投放数据复盘',
          '按项目',
          '按预算与达人报价',
        ],
      ],
      note: '官方费用（如法人登记的登录许可税）、公证与附加证明书、翻译及银行费用按实际发生另计；组合办理公司注册、签证与财税的，可出具组合报价。',
    },
    {
      kind: 'faq',
      title: '计费说明',
      items: [
        {
          question: '为什么不直接标价？',
          answer:
            '公司注册的官方费用与资本金挂钩，记账报税的工作量取决于交易笔数，签证方案因人而异。统一标价容易漏项，因此我们在评估后出具书面报价，列明全部费用构成。',
        },
        {
          question: '签证申请未获批准怎么办？',
          answer:
            '递交前顾问会逐项审核材料并告知风险。因材料问题被要求补正的，补正服务包含在套餐内；退费规则在服务协议中书面约定。',
        },
        {
          question: '财税托管可以按月付费吗？',
          answer: '财税托管一般按年签约，也可按季度付款，具体以服务协议为准。',
        },
      ],
    },
    {
      kind: 'cta',
      title: '获取您的组合报价',
      text: '说明计划的资本金、业务模式和签证需求，顾问48小时内给出方案与报价。',
      actions: [consult],
    },
  ],
};

const contactPage: PageSeed = {
  platform: 'KR',
  lang: 'zh-CN',
  key: 'ld-contactUs',
  title: '联系我们',
  description:
    '在线留言咨询韩国公司注册、韩国增值税与法人税申报、D-8-4创业签证、D-8投资签证、Coupang与Naver开店及韩国网红营销，韩国业务顾问48小时内回复。',
  keywords: '联系我们,韩国公司注册咨询,D-8-4签证咨询,韩国税务咨询,韩国网红营销咨询',
  blocks: [
    {
      kind: 'hero',
      eyebrow: '联系我们',
      title: '留言咨询，48小时内回复',
      lead: '请在下方表单留下公司名称、姓名、邮箱、电话、咨询主题和您的赴韩计划。韩国业务顾问会在48小时内通过电话或邮件与您联系，先做免费评估，再给出方案与报价。',
      points: ['中文顾问一对一回复', '免费评估公司与签证路径', '咨询不收费，不强制下单'],
      actions: [prices, { label: '常见问题', href: '/ld/problem', style: 'secondary' }],
    },
    {
      kind: 'features',
      title: '留言时写清这些信息，评估更准确',
      items: [
        { title: '业务模式', text: '跨境电商、实体贸易、餐饮或技术创业，以及计划销售的品类。', icon: 'company' },
        { title: '资金规划', text: '计划投入的资本金规模，是否已有韩国合作方。', icon: 'bank' },
        { title: '签证需求', text: '是否本人或家属需要赴韩常驻，学历与知识产权情况。', icon: 'visa' },
        { title: '时间安排', text: '希望何时完成公司设立、何时开始在韩国销售。', icon: 'clock' },
      ],
    },
    {
      kind: 'features',
      title: '其他联系方式',
      items: [
        { title: '服务热线', text: '400-826-5180，周一至周六 9:00-18:30（北京时间）。', icon: 'phone' },
        { title: '官方邮箱', text: 'service@hanqitong.com，发送资料与正式函件。', icon: 'mail' },
        { title: '商务合作', text: 'bd@hanqitong.com，服务商与渠道合作洽谈。', icon: 'team' },
        { title: '在线客服', text: '点击页面右侧在线客服，或扫码添加韩国业务顾问。', icon: 'chat' },
      ],
    },
  ],
};

const newsPage: PageSeed = {
  platform: 'KR',
  lang: 'zh-CN',
  key: 'ld-aboutVat',
  title: '韩国资讯',
  description:
    '韩国电商市场、Coupang与Naver平台动态、KC认证、增值税与法人税、关税与海外直购、外商投资与签证政策的最新变化和解读，帮助中国卖家规划韩国业务。',
  keywords: '韩国资讯,韩国电商,Coupang,KC认证,韩国增值税,韩国关税,韩国外商投资,韩国签证政策',
  blocks: [
    {
      kind: 'hero',
      eyebrow: '韩国资讯',
      title: '韩国市场、税务与签证政策动态',
      lead: '韩国的电商平台规则、产品认证要求和税收、签证政策调整频繁。我们跟踪国税厅、关税厅、法务部和主要平台的公告，把对中国卖家和创业者有影响的变化整理成解读。',
      actions: [consult, prices],
    },
  ],
};

const problemPage: PageSeed = {
  platform: 'KR',
  lang: 'zh-CN',
  key: 'ld-problem',
  title: '韩国业务常见问题',
  description:
    '中国卖家和创业者进入韩国的高频问题：外资持股与公司注册资料、营业场所、增值税与法人税申报、D-8-4与D-8签证选择、Coupang开店、KC认证、利润汇回与韩国商标。',
  keywords: '韩国公司常见问题,韩国签证问题,韩国报税问题,Coupang开店问题,KC认证问题',
  blocks: [
    {
      kind: 'hero',
      eyebrow: '常见问题',
      title: '韩国业务常见问题',
      lead: '公司注册、报税、签证和开店中最常被问到的问题，我们逐一整理了回答。没有找到答案的，可以直接留言给韩国业务顾问，48小时内回复。',
      actions: [consult, prices],
    },
  ],
};

export const krPages: PageSeed[] = [aboutUsPage, pricePage, contactPage, newsPage, problemPage];
