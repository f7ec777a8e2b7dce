import type { PlatformSeed } from '../types.ts';

/**
 * Content of the promotion widgets and the portal's texts (issue 9): the agreements each brand shows at
 * registration, the channels' landing-page configs, channel reward packages, the notice modal (brand merger), the
 * anniversary activity page and the posters of show positions other than the home banner.
 */

export interface AgreementSeed {
  platform: string;
  lang: string;
  agreementType: 'userAgreement' | 'privacyPolicy';
  title: string;
  version: string;
  /** HTML. */
  content: string;
  effectiveDate: string;
}

const USER_AGREEMENT_VERSION = { version: '2026.1', effectiveDate: '2026-01-01' };
const PRIVACY_POLICY_VERSION = { version: '2026.2', effectiveDate: '2026-09-01' };

const section = (title: string, paragraphs: string[]) =>
  `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

const zhCnUserAgreement = (b: PlatformSeed) =>
  [
    `<p>欢迎使用${b.label}（以下简称“本平台”）。本平台由${b.companyName}（以下简称“我们”）运营。请您在注册前仔细阅读本协议，勾选“我已阅读并同意”即表示您同意受本协议约束。</p>`,
    section('一、协议范围', [
      '本协议适用于您注册、登录和使用本平台官网、用户工作台及我们通过本平台提供的跨境合规咨询与代办服务（包括但不限于VAT注册与申报、EPR注册、授权代表、检测认证、商标注册与海外公司注册）。具体服务内容、价格与交付标准以您下单时的服务说明和订单为准。',
    ]),
    section('二、账号注册与安全', [
      '您应使用本人或所在企业实际使用的手机号码注册，并通过短信或语音验证码完成验证。一个手机号码只能注册一个账号。',
      '您应妥善保管验证码、密码和登录设备，不得将账号出借、转让或与他人共用。因您保管不善造成的损失由您自行承担；发现账号被盗用的，请立即联系我们冻结账号。',
    ]),
    section('三、资料的真实性', [
      '办理税务、环保注册等事项须向境外主管机构提交企业资料。您应保证提交的营业执照、身份证明、销售数据等资料真实、准确、完整；因资料不实导致申请被驳回、罚款或平台处罚的，责任由您承担。',
    ]),
    section('四、费用与退款', [
      '服务费用以订单页显示的价格为准，境外官方收取的规费、税款及滞纳金不包含在服务费中，另按实际发生额收取或由您直接缴纳。',
      '服务尚未开始办理的，您可申请全额退款；已向主管机构提交申请的，已发生的官方费用和对应工作量不予退还。活动优惠、优惠券和赠送积分的使用规则以活动页面说明为准。',
    ]),
    section('五、服务时限与结果', [
      '我们公布的办理周期为参考时间，实际时长取决于主管机构的审核进度。注册、申报结果由境外主管机构决定，我们不承诺特定结果，但会及时告知进度并协助处理补件与问询。',
    ]),
    section('六、知识产权', [
      '本平台的页面、文章、视频、合规报告模板等内容的知识产权归我们或相关权利人所有。未经书面许可，不得复制、转载或用于商业目的。',
    ]),
    section('七、责任限制', [
      '因不可抗力、主管机构系统故障或政策调整导致服务延误的，我们不承担责任，但会协助您采取补救措施。我们对单笔订单承担的赔偿责任以该订单已支付的服务费为限，法律另有规定的除外。',
    ]),
    section('八、协议的变更与终止', [
      '我们可能根据法律法规或业务调整更新本协议，更新后的版本将在本平台公布并注明生效日期；重大变更将通过站内信或短信通知您。您可随时申请注销账号，注销前应结清未完成订单的费用。',
    ]),
    section('九、法律适用与争议解决', [
      `本协议适用中华人民共和国法律（不含港澳台地区法律）。因本协议产生的争议，双方应友好协商；协商不成的，任何一方可向${b.companyName}住所地有管辖权的人民法院提起诉讼。`,
    ]),
    section('十、联系我们', [
      `客服电话：${b.contact.phone}（${b.contact.hours}）；邮箱：${b.contact.email}；地址：${b.contact.address}。`,
    ]),
  ].join('');

const zhCnPrivacyPolicy = (b: PlatformSeed) =>
  [
    `<p>${b.companyName}（以下简称“我们”）重视您的个人信息保护，依据《中华人民共和国个人信息保护法》等法律法规制定本政策，说明我们如何收集、使用、共享和保护您的个人信息。</p>`,
    section('一、我们收集的信息', [
      '注册与登录：手机号码及国家/地区区号、验证码（仅用于校验，不以明文保存）、您设置的密码（仅保存加密后的摘要）。',
      '使用服务：您填写的企业名称、联系人、邮箱、合规自测问卷答案、商标检索记录，以及办理业务所需的营业执照、法人身份证明和店铺销售数据。',
      '设备与访问：浏览器随机生成的设备标识、渠道来源参数、访问页面与时间；IP地址仅以加密摘要形式用于防刷和频率限制。',
    ]),
    section('二、我们如何使用', [
      '用于完成注册登录、身份校验、提供和交付您购买的服务、发送办理进度通知、防范欺诈和滥用，以及在您同意的情况下向您介绍相关活动。我们不会将您的信息用于与上述目的无关的用途。',
    ]),
    section('三、共享与跨境提供', [
      '为办理您委托的注册与申报，我们需要将必要的企业和联系人信息提供给境外税务机关、生产者责任组织、授权代表及检测机构。跨境提供前，我们会告知您接收方名称、处理目的与方式，并取得您的单独同意。',
      '除法律法规要求或为保护您和他人的重大合法权益外，我们不会向其他第三方出售或提供您的个人信息。',
    ]),
    section('四、Cookie与本地存储', [
      '我们使用必要的Cookie和本地存储保存登录状态（loginCode）、渠道来源（channelNo）、语言偏好和设备标识。您可以在浏览器中清除，但可能导致需要重新登录。',
    ]),
    section('五、保存期限与安全措施', [
      '账号信息在您注销账号后15个工作日内删除或匿名化；办理业务形成的资料按税务和会计法规要求的期限保存。验证码与登录凭证只保存加密摘要，传输全程加密，内部访问按最小权限控制并留存日志。',
    ]),
    section('六、您的权利', [
      '您有权查阅、复制、更正、删除您的个人信息，撤回同意或注销账号。您可以通过工作台或下方联系方式提出申请，我们将在15个工作日内答复。',
    ]),
    section('七、未成年人', ['本平台的服务面向企业和成年人，我们不会主动收集未满14周岁未成年人的个人信息。']),
    section('八、联系我们', [
      `个人信息保护相关问题请联系：${b.contact.email}，或致电${b.contact.phone}。地址：${b.contact.address}。`,
    ]),
  ].join('');

const zhTwUserAgreement = (b: PlatformSeed) =>
  [
    `<p>歡迎使用${b.label}（以下簡稱「本平台」）。本平台由${b.companyName}（以下簡稱「我們」）營運。請您於註冊前詳閱本協議，勾選「我已閱讀並同意」即表示您同意受本協議約束。</p>`,
    section('一、協議範圍', [
      '本協議適用於您註冊、登入及使用本平台官網、用戶工作台，以及我們透過本平台提供的海外公司註冊、公司秘書、會計審計、報稅及銀行開戶協助等服務。具體服務內容、價格與交付標準以下單時的服務說明為準。',
    ]),
    section('二、帳號註冊與安全', [
      '您應使用本人或所屬企業實際使用的手機號碼註冊，並透過簡訊或語音驗證碼完成驗證。請妥善保管驗證碼、密碼及登入裝置，不得出借或轉讓帳號。',
    ]),
    section('三、資料之真實性', [
      '辦理公司註冊、年審及銀行開戶須向政府部門及銀行提交資料。您應保證所提交之身份證明、地址證明及業務資料真實完整，並配合盡職審查（KYC）要求；因資料不實導致申請被拒或受罰者，責任由您承擔。',
    ]),
    section('四、費用與退款', [
      '服務費以訂單所示為準，政府規費、註冊地址及秘書服務年費另計。尚未向政府部門遞交申請者可申請全額退款；已遞交者，已發生之官方費用及相應工作量不予退還。',
    ]),
    section('五、責任限制', [
      '審批結果由政府部門或銀行決定，我們不承諾特定結果。我們就單筆訂單承擔之賠償責任以該訂單已付服務費為限，法律另有規定者除外。',
    ]),
    section('六、協議之變更與終止', [
      '我們可能因法規或業務調整更新本協議，更新版本將於本平台公佈並註明生效日期。您可隨時申請註銷帳號。',
    ]),
    section('七、適用法律', [
      '本協議受香港特別行政區法律管轄。因本協議產生之爭議，雙方應先友好協商；協商不成者，提交香港特別行政區法院處理。',
    ]),
    section('八、聯絡我們', [
      `電話：${b.contact.phone}（${b.contact.hours}）；電郵：${b.contact.email}；地址：${b.contact.address}。`,
    ]),
  ].join('');

const zhTwPrivacyPolicy = (b: PlatformSeed) =>
  [
    `<p>${b.companyName}（以下簡稱「我們」）依據香港《個人資料（私隱）條例》處理您的個人資料。本聲明說明我們收集哪些資料、用途及您的權利。</p>`,
    section('一、收集的資料', [
      '註冊與登入：手機號碼及區號、驗證碼（僅作校驗，不以明文保存）、您設定之密碼（僅保存加密摘要）。',
      '辦理服務：公司名稱、董事及股東身份證明、地址證明、聯絡電郵，以及報稅所需之帳目資料。',
      '裝置與瀏覽：瀏覽器隨機產生之裝置標識、渠道來源參數及瀏覽紀錄；IP位址僅以加密摘要用於防濫用。',
    ]),
    section('二、使用目的', ['用於帳號註冊登入、辦理及交付您委託之服務、通知辦理進度，以及履行法定盡職審查義務。']),
    section('三、資料轉移', [
      '為辦理您委託之事項，我們會將必要資料提供予公司註冊處、稅務局、銀行及您所委託之海外註冊代理；除此以外，不會向第三方出售或提供您的個人資料。',
    ]),
    section('四、保存與安全', [
      '公司秘書及會計相關紀錄依法保存至少七年；其餘資料於帳號註銷後刪除或匿名化。驗證碼及登入憑證只保存加密摘要。',
    ]),
    section('五、查閱及更正', [`您有權查閱及更正您的個人資料。請電郵至${b.contact.email}提出，我們將於40日內回覆。`]),
  ].join('');

const enUserAgreement = (b: PlatformSeed) =>
  [
    `<p>These terms govern your account with ${b.label}, operated by ${b.companyName} ("we", "us"). By ticking "I have read and agree" when you register, you accept them.</p>`,
    section('1. Services', [
      'We provide compliance services for online sellers: EPR registrations (packaging, WEEE, batteries, textiles), authorised representative services, VAT registration and filing, recycling labels and product compliance checks. The scope, price and delivery of each service are those stated in your order.',
    ]),
    section('2. Your account', [
      'You register with a phone number you control and confirm it with a one-time code. Keep your codes, password and devices safe and do not share your account. Tell us at once if you suspect misuse.',
    ]),
    section('3. Your information', [
      'Registrations are filed with public authorities and producer responsibility organisations in your name. You are responsible for the accuracy of the company data, volumes and documents you give us.',
    ]),
    section('4. Fees and cancellation', [
      'Fees are those of your order; official fees and licence fees of compliance schemes are passed on at cost. You may cancel before we file anything for a full refund; once filed, fees for work done and official fees are not refunded.',
    ]),
    section('5. Liability', [
      'Decisions of authorities are outside our control. Except for intent, gross negligence and injury to life, body or health, our liability per order is limited to the fees paid for that order.',
    ]),
    section('6. Changes and termination', [
      'We may update these terms; the new version is published here with its effective date and material changes are notified by e-mail. You may close your account at any time.',
    ]),
    section('7. Governing law', [
      'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Place of jurisdiction for merchants is Hamburg.',
    ]),
    section('8. Contact', [
      `${b.companyName}, ${b.contact.address}. E-mail ${b.contact.email}, phone ${b.contact.phone}.`,
    ]),
  ].join('');

const enPrivacyPolicy = (b: PlatformSeed) =>
  [
    `<p>${b.companyName} is the controller of your personal data under the EU General Data Protection Regulation (GDPR). This notice explains what we process, why, and your rights.</p>`,
    section('1. What we process', [
      'Account: phone number and country code, one-time codes (checked, never stored in plain text), an optional password (stored only as a salted hash).',
      'Services: company name, contact person, e-mail, product and packaging volumes, and the documents a registration requires.',
      'Usage: a random device identifier created by your browser, campaign parameters, pages visited; IP addresses only as keyed hashes for abuse prevention.',
    ]),
    section('2. Purposes and legal bases', [
      'Performing our contract with you (Art. 6(1)(b) GDPR), legal obligations such as tax records (Art. 6(1)(c)), and our legitimate interest in securing the service (Art. 6(1)(f)). Marketing e-mails only with your consent (Art. 6(1)(a)).',
    ]),
    section('3. Recipients', [
      'Authorities and registers (e.g. LUCID, stiftung ear), producer responsibility organisations and our hosting provider in the EU. We do not sell personal data.',
    ]),
    section('4. Retention', [
      'Account data until you close your account; records we must keep under commercial and tax law for up to ten years.',
    ]),
    section('5. Your rights', [
      `Access, rectification, erasure, restriction, portability and objection, and the right to withdraw consent. Write to ${b.contact.email}. You may also complain to a data protection supervisory authority.`,
    ]),
  ].join('');

const deUserAgreement = (b: PlatformSeed) =>
  [
    `<p>Diese Nutzungsbedingungen regeln Ihr Konto bei ${b.label}, betrieben von der ${b.companyName} („wir“). Mit dem Häkchen „Ich habe gelesen und stimme zu“ bei der Registrierung erkennen Sie sie an.</p>`,
    section('1. Leistungen', [
      'Wir erbringen Compliance-Leistungen für Online-Händler: EPR-Registrierungen (Verpackung, Elektrogeräte, Batterien, Textilien), Bevollmächtigte, USt-Registrierung und -Meldungen sowie Produkt-Compliance. Umfang, Preis und Lieferung ergeben sich aus Ihrer Bestellung.',
    ]),
    section('2. Ihr Konto', [
      'Sie registrieren sich mit einer Telefonnummer, die Sie mit einem Einmalcode bestätigen. Halten Sie Codes, Passwort und Geräte geheim und teilen Sie Ihr Konto nicht.',
    ]),
    section('3. Ihre Angaben', [
      'Registrierungen erfolgen in Ihrem Namen bei Behörden und Systemen. Für die Richtigkeit der übermittelten Firmendaten, Mengen und Unterlagen sind Sie verantwortlich.',
    ]),
    section('4. Entgelte und Kündigung', [
      'Es gelten die Preise Ihrer Bestellung; amtliche Gebühren und Systementgelte werden zum Selbstkostenpreis weiterberechnet. Vor der ersten Einreichung erstatten wir den vollen Betrag.',
    ]),
    section('5. Haftung', [
      'Außer bei Vorsatz, grober Fahrlässigkeit und Verletzung von Leben, Körper oder Gesundheit ist unsere Haftung je Auftrag auf das dafür gezahlte Entgelt begrenzt.',
    ]),
    section('6. Recht und Gerichtsstand', [
      'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand für Kaufleute ist Hamburg.',
    ]),
    section('7. Kontakt', [
      `${b.companyName}, ${b.contact.address}. E-Mail ${b.contact.email}, Telefon ${b.contact.phone}.`,
    ]),
  ].join('');

const dePrivacyPolicy = (b: PlatformSeed) =>
  [
    `<p>Verantwortlicher im Sinne der DSGVO ist die ${b.companyName}. Hier erfahren Sie, welche Daten wir verarbeiten, wozu und welche Rechte Sie haben.</p>`,
    section('1. Welche Daten', [
      'Konto: Telefonnummer mit Ländervorwahl, Einmalcodes (nur geprüft, nie im Klartext gespeichert), ein optionales Passwort (nur als gesalzener Hash).',
      'Leistungen: Firmenname, Ansprechpartner, E-Mail, Mengenangaben und die für Registrierungen nötigen Unterlagen.',
      'Nutzung: eine zufällige Gerätekennung Ihres Browsers, Kampagnenparameter, besuchte Seiten; IP-Adressen nur als Schlüssel-Hash zur Missbrauchsabwehr.',
    ]),
    section('2. Zwecke und Rechtsgrundlagen', [
      'Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO), gesetzliche Pflichten (lit. c) und unser berechtigtes Interesse an einem sicheren Dienst (lit. f). Werbe-E-Mails nur mit Einwilligung (lit. a).',
    ]),
    section('3. Empfänger', [
      'Behörden und Register (z. B. LUCID, stiftung ear), Systembetreiber und unser Hosting-Anbieter in der EU. Wir verkaufen keine Daten.',
    ]),
    section('4. Speicherdauer', [
      'Kontodaten bis zur Löschung des Kontos; handels- und steuerrechtliche Unterlagen bis zu zehn Jahre.',
    ]),
    section('5. Ihre Rechte', [
      `Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit, Widerspruch und Widerruf von Einwilligungen: schreiben Sie an ${b.contact.email}. Sie können sich auch bei einer Aufsichtsbehörde beschweren.`,
    ]),
  ].join('');

const TEXTS: Record<
  string,
  {
    user: { title: string; content: (b: PlatformSeed) => string };
    privacy: { title: string; content: (b: PlatformSeed) => string };
  }
> = {
  'zh-CN': {
    user: { title: '用户服务协议', content: zhCnUserAgreement },
    privacy: { title: '隐私政策', content: zhCnPrivacyPolicy },
  },
  'zh-TW': {
    user: { title: '用戶服務協議', content: zhTwUserAgreement },
    privacy: { title: '私隱政策', content: zhTwPrivacyPolicy },
  },
  en: {
    user: { title: 'Terms of Use', content: enUserAgreement },
    privacy: { title: 'Privacy Notice', content: enPrivacyPolicy },
  },
  de: {
    user: { title: 'Nutzungsbedingungen', content: deUserAgreement },
    privacy: { title: 'Datenschutzerklärung', content: dePrivacyPolicy },
  },
};

/** The user agreement and the privacy policy of a brand in one of its languages. */
export const agreementsOf = (brand: PlatformSeed): AgreementSeed[] => {
  const texts = TEXTS[brand.locale];
  if (!texts) throw new Error(`no agreement texts for ${brand.locale}`);
  return [
    {
      platform: brand.code,
      lang: brand.locale,
      agreementType: 'userAgreement',
      title: texts.user.title,
      content: texts.user.content(brand),
      ...USER_AGREEMENT_VERSION,
    },
    {
      platform: brand.code,
      lang: brand.locale,
      agreementType: 'privacyPolicy',
      title: texts.privacy.title,
      content: texts.privacy.content(brand),
      ...PRIVACY_POLICY_VERSION,
    },
  ];
};

/** The landing-page texts of the seeded channel codes (channel_codes.meta, read by getChannelPageConfig). */
export const channelPageConfigs: Record<
  string,
  {
    title: string;
    subtitle: string;
    bannerImg: string | null;
    buttonText: string;
    buttonUrl: string;
    showRegisterAward: boolean;
  }
> = {
  AMZSPN2026: {
    title: '亚马逊SPN服务商专属通道',
    subtitle: '经亚马逊服务商网络认证，VAT与EPR一站办理，注册即领新人礼包',
    bannerImg: '/campaign/poster-ost-double12.svg',
    buttonText: '注册领取礼包',
    buttonUrl: '/user/register?pointType=registers',
    showRegisterAward: true,
  },
  FSCOMM01: {
    title: '跨境合规交流社群专享',
    subtitle: '社群成员免费领取欧盟合规自查清单，并可预约顾问一对一答疑',
    bannerImg: null,
    buttonText: '免费合规自测',
    buttonUrl: '/buyingGuide',
    showRegisterAward: true,
  },
  CCEE2026SZ: {
    title: '2026深圳跨境电商展会专场',
    subtitle: '展会扫码用户专享：VAT注册与EPR注册展会价，礼包额外加赠服务券',
    bannerImg: '/campaign/poster-ost-newyear-epr.svg',
    buttonText: '领取展会礼包',
    buttonUrl: '/user/register?pointType=registers',
    showRegisterAward: true,
  },
  SDZHIHU01: {
    title: '知乎合规专栏读者福利',
    subtitle: '亚马逊账户健康免费体检，生成店铺合规报告',
    bannerImg: '/campaign/poster-sixdu-checkup.svg',
    buttonText: '立即体检',
    buttonUrl: '/buyingGuide',
    showRegisterAward: true,
  },
  XMWXHK01: {
    title: '公眾號讀者專享：香港公司註冊',
    subtitle: '註冊香港公司送首年秘書服務，專屬顧問協助銀行開戶',
    bannerImg: '/campaign/xm-newyear-hk-2027.svg',
    buttonText: '立即諮詢',
    buttonUrl: '/cht/Incorporation/IncorporationHK',
    showRegisterAward: false,
  },
  LZCBAMWEB: {
    title: 'CBAM正式期线上研讨会',
    subtitle: '参会企业可免费评估CN编码是否在CBAM范围内，并领取申报准备清单',
    bannerImg: '/campaign/poster-lvzhou-cbam.svg',
    buttonText: '注册领取研讨会资料',
    buttonUrl: '/user/register?pointType=registers',
    showRegisterAward: true,
  },
};

/** Reward packages of one channel (register_award_packages.channel_no), shown besides the brand's packages. */
export const channelAwardPackages = [
  {
    platform: '00',
    channelNo: 'CCEE2026SZ',
    name: '展会专享加赠',
    awardList: [
      {
        awardType: 2,
        discountType: 0,
        awardMoney: 500,
        count: 1,
        awardScore: 0,
        couponTypeText: '德国包装法注册服务券（展会专享）',
      },
      {
        awardType: 0,
        discountType: 1,
        awardMoney: 8,
        count: 1,
        awardScore: 0,
        couponTypeText: '英国、德国VAT注册通用',
      },
    ],
  },
  {
    platform: '15',
    channelNo: 'LZCBAMWEB',
    name: '研讨会参会礼包',
    awardList: [
      {
        awardType: 3,
        discountType: 0,
        awardMoney: 800,
        count: 1,
        awardScore: 0,
        couponTypeText: '满5000元可用 · CBAM季度/年度申报',
      },
      {
        awardType: 4,
        discountType: 0,
        awardMoney: 0,
        count: 1,
        awardScore: 150,
        couponTypeText: '注册即得，可抵扣服务费',
      },
    ],
  },
];

/**
 * The notice modal of a brand whose business moved to another brand (remote_configs key 'noticeModal'; the shape
 * is in docs/portal.md, "Promotion widgets' data"). One brand today: 绿舟碳合规 (15) is merged into 欧思拓 (00).
 * newSiteUrl is the new brand's address of the development host map; operators set the real one.
 */
export const noticeModals = [
  {
    platform: '15',
    value: {
      enabled: true,
      title: '业务合并公告',
      content:
        '为提供更完整的一站式合规服务，绿舟碳合规的CBAM申报、产品碳足迹与绿色合规业务已于2026年11月1日起并入欧思拓。您的账号、订单、服务进度与优惠券均不受影响，原顾问将继续为您服务。您可以继续在绿舟登录办理，也可以前往欧思拓官网了解VAT、EPR等更多服务。',
      oldBrandName: '绿舟碳合规',
      newBrandName: '欧思拓',
      newSiteUrl: 'http://ost.localhost:3000/',
      continueLabel: '继续登录绿舟',
      goLabel: '前往欧思拓官网',
    },
  },
];

export interface ActivityPageSeed {
  platform: string;
  lang: string;
  key: 'year3';
  title: string;
  startAt: string;
  endAt: string;
  items: {
    kind:
      | 'invite'
      | 'register'
      | 'fullFree'
      | 'zeroSecondKill'
      | 'discount30'
      | 'setMeal'
      | 'couponCenter'
      | 'trademark';
    title: string;
    description: string;
    startAt?: string;
    endAt?: string;
    linkUrl: string | null;
    serviceTypes?: number[];
    countries?: number[];
  }[];
}

/** The anniversary page (/anniversary, year3Page) of the brands whose menus link it. */
export const activityPages: ActivityPageSeed[] = [
  {
    platform: '00',
    lang: 'zh-CN',
    key: 'year3',
    title: '欧思拓三周年庆',
    startAt: '2026-11-18T00:00:00+08:00',
    endAt: '2026-12-18T23:59:59+08:00',
    items: [
      {
        kind: 'register',
        title: '注册有礼',
        description: '活动期间新注册用户自动获得新人礼包：满3000减500券、EPR服务8.5折券和200积分。',
        linkUrl: '/user/register?pointType=registers',
      },
      {
        kind: 'invite',
        title: '邀请有礼',
        description: '分享专属邀请链接，好友注册并完成首单后，双方各得300元服务抵扣券，上不封顶。',
        linkUrl: '/user/workbench',
      },
      {
        kind: 'zeroSecondKill',
        title: '开幕限量秒杀',
        description: '开幕三天每日10点开抢：英国EORI号码申请1元秒杀，每日限量30份。',
        startAt: '2026-11-18T10:00:00+08:00',
        endAt: '2026-11-20T23:59:59+08:00',
        linkUrl: null,
        serviceTypes: [1016],
        countries: [0],
      },
      {
        kind: 'discount30',
        title: 'VAT注册限时7折',
        description: '英国、德国VAT注册服务限时7折，下单即享，申报服务同步9折。',
        linkUrl: '/ld/VAT',
        serviceTypes: [1001],
        countries: [0, 2],
      },
      {
        kind: 'setMeal',
        title: 'EPR超值套餐',
        description: '德国包装法+WEEE注册组合办理，比单独购买节省约20%，含首年数量申报提醒。',
        linkUrl: '/ld/EPR',
        serviceTypes: [1005, 1006],
        countries: [2],
      },
      {
        kind: 'fullFree',
        title: '满额免单',
        description: '活动期间累计实付满20000元，可免单一项德国包装法注册服务，名额30个，先到先得。',
        linkUrl: '/ld/price',
      },
      {
        kind: 'couponCenter',
        title: '领券中心',
        description: '满减券、折扣券和服务券每日10点补货，下单时自动匹配最优优惠。',
        linkUrl: '/user/workbench',
      },
      {
        kind: 'trademark',
        title: '商标注册专场',
        description: '12月起美国、欧盟、英国商标注册专场价，附免费近似检索与风险评估。',
        startAt: '2026-12-01T00:00:00+08:00',
        linkUrl: '/search',
        serviceTypes: [1013],
      },
    ],
  },
  {
    platform: '19',
    lang: 'zh-CN',
    key: 'year3',
    title: '瑞美合规三周年庆',
    startAt: '2026-11-20T00:00:00+08:00',
    endAt: '2026-12-20T23:59:59+08:00',
    items: [
      {
        kind: 'register',
        title: '新客礼包',
        description: '新注册用户领取检测认证服务券和100积分，首单可直接抵扣。',
        linkUrl: '/user/register?pointType=registers',
      },
      {
        kind: 'discount30',
        title: '检测认证限时7折',
        description: 'CE、UKCA与FCC检测认证服务限时7折，含测试报告与符合性声明。',
        linkUrl: null,
        serviceTypes: [1011],
      },
      {
        kind: 'setMeal',
        title: '欧代+检测套餐',
        description: '欧盟授权代表与CE检测组合办理，一次提交资料，节省约15%。',
        linkUrl: null,
        serviceTypes: [1010, 1011],
        countries: [99],
      },
      {
        kind: 'couponCenter',
        title: '领券中心',
        description: '周年庆专属满减券限时领取，12月20日24点失效。',
        linkUrl: null,
      },
    ],
  },
];

/** Show position of the anniversary's entry poster (findOister): a poster any page may show that leads to /anniversary. */
export const ANNIVERSARY_POSTER_POSITION = '41';

/** Posters of show positions besides the home banner (40), read one at a time by findOister. */
export const positionPosters = [
  {
    platform: '00',
    showPosition: ANNIVERSARY_POSTER_POSITION,
    img: '/campaign/poster-ost-anniversary.svg',
    link: '/anniversary',
    showType: 1,
    title: '欧思拓三周年庆：八大活动同期开放',
  },
  {
    platform: '19',
    showPosition: ANNIVERSARY_POSTER_POSITION,
    img: '/campaign/poster-reme-anniversary.svg',
    link: '/anniversary',
    showType: 1,
    title: '瑞美合规三周年庆：检测认证限时7折',
  },
];
