import type { PlatformSeed } from '../../types.ts';

/**
 * English/German EPR consulting variant (code 'EU', key 'EU_EPR').
 * Recyvia Compliance GmbH, Hamburg: an EU-based EPR consultancy and authorised
 * representative for Asian manufacturers and marketplace sellers.
 * Every path is locale-prefixed (/en/..., /de/...) except the routes the spec
 * lists without a prefix (/design_for_recycling, /insight, /case_studies).
 */

const PHONE = '+49 40 2286 5310';
const EMAIL = 'info@recyvia.eu';
const PARTNERS_EMAIL = 'partners@recyvia.eu';
const ADDRESS = 'Große Elbstraße 145, 22767 Hamburg, Germany';
const ADDRESS_DE = 'Große Elbstraße 145, 22767 Hamburg, Deutschland';
const COMPANY = 'Recyvia Compliance GmbH';
const REGISTER = 'Amtsgericht Hamburg HRB 178342';
const VAT_ID = 'USt-IdNr. DE326874519';
const WECHAT_QR = 'qr:https://work.weixin.qq.com/kfid/kfc-recyvia-support';
const LINKEDIN_QR = 'qr:https://www.linkedin.com/company/recyvia-compliance';

const english: PlatformSeed = {
  code: 'EU',
  key: 'EU_EPR',
  label: 'Recyvia',
  labelEn: 'Recyvia EPR Consulting',
  locale: 'en',
  prefixedLocales: ['en', 'de'],
  companyName: COMPANY,
  copyright: `Copyright © 2021-2026 ${COMPANY}. All Rights Reserved.`,
  filingNo: REGISTER,
  policeFilingNo: VAT_ID,
  licence: 'Authorised representative under ElektroG and BattDG, registered with stiftung ear',
  seo: {
    title: 'Recyvia | EPR compliance and authorised representative for Asian sellers in the EU',
    description:
      'Recyvia is a Hamburg-based EPR consultancy. We register packaging, electrical equipment and batteries in Germany, France, Spain, Austria and across the EU, act as your authorised representative and keep your Amazon listings compliant. Support in English, German and Mandarin.',
    keywords:
      'EPR compliance, LUCID registration, VerpackG, WEEE registration, stiftung ear, ElektroG, BattDG, authorised representative Germany, France UIN, Triman, EU battery regulation, Amazon EPR number',
  },
  contact: {
    phone: PHONE,
    businessCooperation: PARTNERS_EMAIL,
    email: EMAIL,
    address: ADDRESS,
    hours: 'Mon-Fri 8:00-17:00 CET (Mandarin desk 9:00-18:00 China time)',
  },
  home: {
    hero: {
      eyebrow: 'EPR compliance made in Hamburg',
      title: 'Sell in Europe without losing a listing to EPR',
      subtitle:
        'We register your packaging, electrical equipment and batteries with the national authorities, act as your authorised representative where the law requires one, and file your quantity reports on time, so your marketplace accounts stay open.',
      primaryCta: { label: 'Get a free obligation analysis', path: '/en/compliance_service_epr#obligationAnalysis' },
      secondaryCta: { label: 'Read our case studies', path: '/case_studies' },
      stats: [
        { value: '2,400+', label: 'Asian manufacturers and sellers supported' },
        { value: '12', label: 'European markets covered, including the UK' },
        { value: '9,800+', label: 'EPR registrations managed' },
        { value: '< 24 h', label: 'response in English, German and Mandarin' },
      ],
    },
    services: {
      title: 'Extended producer responsibility, end to end',
      subtitle:
        'From the first question "am I a producer?" to the annual audit, one team handles every EPR stream in every country you ship to.',
      items: [
        {
          title: 'EPR registration and quantity reporting',
          desc: 'Packaging registration in LUCID (Germany), unique identifiers (UIN) in France, MITECO in Spain, plus system participation and monthly or annual volume reports.',
          icon: 'epr',
          path: '/en/compliance_service_epr#registration',
          tags: ['LUCID', 'UIN France', 'Quantity reports'],
        },
        {
          title: 'Authorised representative',
          desc: 'Producers without a German branch need a German authorised representative for WEEE and batteries. We take that role in Germany, Austria and other member states.',
          icon: 'shield',
          path: '/en/compliance_service_epr#authorisedRepresentative',
          tags: ['ElektroG', 'BattDG', 'Austria'],
        },
        {
          title: 'EPR obligation analysis',
          desc: 'Send us your product list and target markets. Within five working days you receive a country-by-country matrix of every registration, deadline and fee.',
          icon: 'compliance',
          path: '/en/compliance_service_epr#obligationAnalysis',
          tags: ['Free first check'],
        },
        {
          title: 'Compliance audits',
          desc: 'Pre-audit of your registrations and reports before an authority or marketplace review, completeness declarations and remediation of gaps.',
          icon: 'audit',
          path: '/en/compliance_service_epr#audits',
          tags: ['Completeness declaration', 'Marketplace review'],
        },
        {
          title: 'Recycling labels',
          desc: 'Triman and Info-tri for France, the Italian environmental labelling of packaging and material codes, checked against your artwork before printing.',
          icon: 'label',
          path: '/en/recycling_labels',
          tags: ['Triman', 'Italy', 'Material codes'],
        },
        {
          title: 'Design for recycling',
          desc: 'Assess the recyclability of your packaging against the German minimum standard and lower your dual-system fees with better material choices.',
          icon: 'recycle',
          path: '/design_for_recycling',
          tags: ['Recyclability score'],
        },
        {
          title: 'EU market entry',
          desc: 'German company formation, VAT registration and filing, residence permits for managing directors and local marketing, when you are ready to build a European base.',
          icon: 'globe',
          path: '/en/service',
          tags: ['GmbH', 'VAT', 'Marketing'],
        },
      ],
    },
    advantagesTitle: 'Why producers from Asia choose Recyvia',
    process: {
      title: 'How we get you compliant',
      steps: [
        {
          title: 'Free obligation analysis',
          desc: 'We review your products, packaging and sales channels and tell you which EPR streams apply in which country.',
        },
        {
          title: 'Registrations and contracts',
          desc: 'We file the registrations in your name, sign the system participation contracts and appoint ourselves as your authorised representative where needed.',
        },
        {
          title: 'Marketplace update',
          desc: 'Your registration numbers are entered in Amazon Seller Central and other marketplaces before the enforcement dates.',
        },
        {
          title: 'Reporting and audits',
          desc: 'We file quantity reports, watch every deadline and prepare you for audits and annual declarations.',
        },
      ],
    },
    registerBanner: {
      title: 'Not sure which EPR numbers you need?',
      text: 'Answer a few questions about your products and markets and get a free, written obligation analysis from our Hamburg team.',
      button: 'Start free analysis',
    },
    news: { title: 'Industry insight' },
  },
  advantages: [
    {
      title: 'Established in Germany',
      desc: 'A German GmbH with its own registration at stiftung ear, so we can legally act as your authorised representative.',
      icon: 'shield',
    },
    {
      title: 'Your numbers belong to you',
      desc: 'Every registration is made in your company name directly with LUCID, stiftung ear or SYDEREP. Switching providers never costs you a number.',
      icon: 'epr',
    },
    {
      title: 'Mandarin-speaking consultants',
      desc: 'Our consultants in Hamburg and our liaison desk in Shenzhen explain every requirement in Mandarin, English or German.',
      icon: 'team',
    },
    {
      title: 'Deadline monitoring',
      desc: 'Monthly, quarterly and annual reports are tracked in one calendar. You get a reminder two weeks before each deadline.',
      icon: 'clock',
    },
    {
      title: 'Fixed annual fees',
      desc: 'One transparent price per country and stream, agreed in advance. No hidden surcharges for reports or amendments.',
      icon: 'price',
    },
  ],
  menus: [
    { label: 'Home', path: '/en', lang: 'en' },
    {
      label: 'EPR Compliance',
      path: '/en/compliance_service_epr',
      typeKey: 'Services',
      description: 'Registration, authorised representative, obligation analysis and audits',
      lang: 'en',
      panels: [
        {
          name: 'Registration and quantity reporting',
          title: 'Packaging, WEEE and battery registrations with volume reports',
          icon: 'epr',
          linkUrl: '/en/compliance_service_epr#registration',
        },
        {
          name: 'Authorised representative',
          title: 'Your legal representative in Germany, Austria and other EU states',
          icon: 'shield',
          linkUrl: '/en/compliance_service_epr#authorisedRepresentative',
        },
        {
          name: 'Obligation analysis',
          title: 'Which EPR streams apply to your products, country by country',
          icon: 'compliance',
          linkUrl: '/en/compliance_service_epr#obligationAnalysis',
        },
        {
          name: 'Audits',
          title: 'Pre-audits, completeness declarations and remediation',
          icon: 'audit',
          linkUrl: '/en/compliance_service_epr#audits',
        },
        {
          name: 'Recycling labels',
          title: 'Triman, Info-tri and Italian packaging labels',
          icon: 'label',
          linkUrl: '/en/recycling_labels',
        },
        {
          name: 'Design for recycling',
          title: 'Recyclability assessment for your packaging',
          icon: 'recycle',
          linkUrl: '/design_for_recycling',
        },
      ],
    },
    {
      label: 'Market Entry',
      path: '/en/service',
      description: 'Company formation, tax, visas and marketing in Europe',
      lang: 'en',
      children: [
        {
          label: 'Company registration',
          path: '/en/service#companyRegistration',
          description: 'German GmbH formation, registered address and bank account support',
          lang: 'en',
        },
        {
          label: 'Tax service',
          path: '/en/service#taxService',
          description: 'VAT registration, monthly returns, OSS and IOSS',
          lang: 'en',
        },
        {
          label: 'Visa service',
          path: '/en/service#visaService',
          description: 'Business visas and residence permits for managing directors',
          lang: 'en',
        },
        {
          label: 'Expert marketing',
          path: '/en/service#expertMarketing',
          description: 'Localised listings, influencer campaigns and trade fairs in the DACH region',
          lang: 'en',
        },
      ],
    },
    {
      label: 'Recycling Labels',
      path: '/en/recycling_labels',
      description: 'Mandatory sorting and material labels on packaging',
      lang: 'en',
    },
    {
      label: 'Online Tools',
      typeKey: 'OnlineTool',
      description: 'Free self-service compliance tools',
      lang: 'en',
      children: [
        {
          label: 'EPR compliance check',
          path: '/en/compliance_service_epr',
          description: 'Free: find out in minutes which EPR registrations your products need',
          lang: 'en',
        },
        {
          label: 'Recyclability assessment tool',
          path: '/design_for_recycling',
          description: 'Free: score the recyclability of your packaging',
          lang: 'en',
        },
      ],
    },
    {
      label: 'Industry Insight',
      path: '/insight',
      typeKey: 'IndustryInsight',
      description: 'Regulatory updates and market news',
      lang: 'en',
      children: [
        { label: 'EPR and regulation updates', path: '/en/news/301', mainId: 301, lang: 'en' },
        { label: 'Packaging and recycling', path: '/en/news/302', mainId: 302, lang: 'en' },
        { label: 'Marketplaces and market entry', path: '/en/news/303', mainId: 303, lang: 'en' },
      ],
    },
    {
      label: 'Case Studies',
      path: '/case_studies',
      description: 'How manufacturers from Asia became EPR compliant',
      lang: 'en',
    },
  ],
  footer: [
    {
      kind: 'function',
      title: 'Services',
      items: [
        { label: 'EPR registration', value: '/en/compliance_service_epr#registration' },
        { label: 'Authorised representative', value: '/en/compliance_service_epr#authorisedRepresentative' },
        { label: 'Obligation analysis', value: '/en/compliance_service_epr#obligationAnalysis' },
        { label: 'Compliance audits', value: '/en/compliance_service_epr#audits' },
        { label: 'Recycling labels', value: '/en/recycling_labels' },
        { label: 'Design for recycling', value: '/design_for_recycling' },
        { label: 'Case studies', value: '/case_studies' },
        { label: 'Industry insight', value: '/insight' },
      ],
    },
    {
      kind: 'contactInformation',
      title: 'Contact',
      items: [
        { label: 'Phone', value: PHONE },
        { label: 'Partnerships', value: PARTNERS_EMAIL },
        { label: 'Email', value: EMAIL },
        { label: 'Address', value: ADDRESS },
        { label: 'Office hours', value: 'Mon-Fri 8:00-17:00 CET' },
      ],
    },
    {
      kind: 'blogroll',
      title: 'Official registers',
      items: [
        { label: 'ZSVR LUCID packaging register', value: 'https://lucid.verpackungsregister.org/' },
        { label: 'stiftung ear (WEEE and batteries)', value: 'https://www.stiftung-ear.de/' },
        { label: 'ADEME SYDEREP (France)', value: 'https://filieres-rep.ademe.fr/' },
        {
          label: 'European Commission: waste and recycling',
          value: 'https://environment.ec.europa.eu/topics/waste-and-recycling_en',
        },
        { label: 'Amazon Seller Central Europe', value: 'https://sellercentral-europe.amazon.com/' },
        {
          label: 'GOV.UK packaging EPR',
          value:
            'https://www.gov.uk/guidance/extended-producer-responsibility-for-packaging-who-is-affected-and-what-to-do',
        },
      ],
    },
    {
      kind: 'qrcode',
      title: 'Follow us',
      items: [
        { label: 'WeChat customer service (Mandarin)', value: WECHAT_QR },
        { label: 'LinkedIn', value: LINKEDIN_QR },
      ],
    },
    {
      kind: 'bottom',
      title: 'Legal',
      items: [
        { label: 'Imprint', value: 'https://www.recyvia.eu/en/imprint' },
        { label: 'Privacy policy', value: 'https://www.recyvia.eu/en/privacy' },
        { label: 'Terms of service', value: 'https://www.recyvia.eu/en/terms' },
      ],
    },
  ],
  suspended: [
    {
      name: 'Live chat',
      icon: 'chat',
      hoverImage: WECHAT_QR,
      linkUrl: 'https://work.weixin.qq.com/kfid/kfc-recyvia-support',
    },
    {
      name: 'Free EPR check',
      icon: 'epr',
      linkUrl: '/en/compliance_service_epr',
    },
    {
      name: 'Battery numbers on Amazon',
      icon: 'shield',
      linkUrl: '/en/news/301',
    },
    {
      name: 'Email us',
      icon: 'mail',
      linkUrl: `mailto:${EMAIL}`,
    },
  ],
  more: {
    title: 'More ways to reach us',
    items: [
      { kind: 'contactUs', label: 'Email', value: EMAIL, extra: 'We reply within 48 hours' },
      { kind: 'preSaleTelephone', label: 'Sales hotline', value: PHONE, extra: 'Mon-Fri 8:00-17:00 CET' },
      { kind: 'qrcode', label: 'Scan for Mandarin support on WeChat', value: WECHAT_QR },
    ],
  },
  search: [
    { name: 'Packaging registration Germany (LUCID)', path: '/en/compliance_service_epr#registration', hot: true },
    { name: 'WEEE registration stiftung ear', path: '/en/compliance_service_epr#registration', hot: true },
    { name: 'Battery registration (BattDG)', path: '/en/compliance_service_epr#registration', hot: true },
    {
      name: 'Authorised representative Germany',
      path: '/en/compliance_service_epr#authorisedRepresentative',
      hot: true,
    },
    { name: 'France unique identifier (UIN)', path: '/en/compliance_service_epr#registration', hot: true },
    { name: 'Authorised representative Austria', path: '/en/compliance_service_epr#authorisedRepresentative' },
    { name: 'EPR obligation analysis', path: '/en/compliance_service_epr#obligationAnalysis' },
    { name: 'EPR audit and completeness declaration', path: '/en/compliance_service_epr#audits' },
    { name: 'Triman and recycling labels', path: '/en/recycling_labels' },
    { name: 'Recyclability assessment', path: '/design_for_recycling' },
    { name: 'German company formation (GmbH)', path: '/en/service#companyRegistration' },
    { name: 'VAT registration Germany', path: '/en/service#taxService' },
  ],
  compliance: true,
};

const german: PlatformSeed = {
  code: 'EU',
  key: 'EU_EPR',
  label: 'Recyvia',
  labelEn: 'Recyvia EPR Consulting',
  locale: 'de',
  prefixedLocales: ['en', 'de'],
  companyName: COMPANY,
  copyright: `Copyright © 2021-2026 ${COMPANY}. Alle Rechte vorbehalten.`,
  filingNo: REGISTER,
  policeFilingNo: VAT_ID,
  licence: 'Bevollmächtigter nach ElektroG und BattDG, registriert bei der stiftung ear',
  seo: {
    title: 'Recyvia | EPR-Compliance und Bevollmächtigter für asiatische Hersteller in der EU',
    description:
      'Recyvia ist eine EPR-Beratung aus Hamburg. Wir registrieren Verpackungen, Elektrogeräte und Batterien in Deutschland, Frankreich, Spanien, Österreich und der gesamten EU, übernehmen die Rolle des Bevollmächtigten und halten Ihre Amazon-Angebote rechtskonform. Beratung auf Deutsch, Englisch und Mandarin.',
    keywords:
      'EPR, erweiterte Herstellerverantwortung, LUCID Registrierung, VerpackG, WEEE Registrierung, stiftung ear, ElektroG, BattDG, Bevollmächtigter, Frankreich UIN, Triman, EU-Batterieverordnung, Amazon EPR-Nummer',
  },
  contact: {
    phone: PHONE,
    businessCooperation: PARTNERS_EMAIL,
    email: EMAIL,
    address: ADDRESS_DE,
    hours: 'Mo-Fr 8:00-17:00 Uhr MEZ (Mandarin-Hotline 9:00-18:00 Uhr chinesischer Zeit)',
  },
  home: {
    hero: {
      eyebrow: 'EPR-Compliance aus Hamburg',
      title: 'In Europa verkaufen, ohne Angebote wegen EPR zu verlieren',
      subtitle:
        'Wir registrieren Ihre Verpackungen, Elektrogeräte und Batterien bei den nationalen Behörden, übernehmen die Rolle des Bevollmächtigten, wo das Gesetz ihn verlangt, und reichen Ihre Mengenmeldungen fristgerecht ein, damit Ihre Marktplatzkonten aktiv bleiben.',
      primaryCta: {
        label: 'Kostenlose Pflichtenanalyse anfordern',
        path: '/de/compliance_service_epr#obligationAnalysis',
      },
      secondaryCta: { label: 'Fallstudien lesen', path: '/case_studies' },
      stats: [
        { value: '2.400+', label: 'betreute Hersteller und Händler aus Asien' },
        { value: '12', label: 'europäische Märkte inklusive Großbritannien' },
        { value: '9.800+', label: 'verwaltete EPR-Registrierungen' },
        { value: '< 24 h', label: 'Antwortzeit auf Deutsch, Englisch und Mandarin' },
      ],
    },
    services: {
      title: 'Erweiterte Herstellerverantwortung aus einer Hand',
      subtitle:
        'Von der ersten Frage „Bin ich Hersteller?“ bis zur jährlichen Prüfung: Ein Team betreut jede EPR-Kategorie in jedem Land, in das Sie liefern.',
      items: [
        {
          title: 'EPR-Registrierung und Mengenmeldung',
          desc: 'Verpackungsregistrierung in LUCID (Deutschland), eindeutige Kennnummern (UIN) in Frankreich, MITECO in Spanien sowie Systembeteiligung und monatliche oder jährliche Mengenmeldungen.',
          icon: 'epr',
          path: '/de/compliance_service_epr#registration',
          tags: ['LUCID', 'UIN Frankreich', 'Mengenmeldung'],
        },
        {
          title: 'Bevollmächtigter',
          desc: 'Hersteller ohne Niederlassung in Deutschland brauchen für Elektrogeräte und Batterien einen deutschen Bevollmächtigten. Diese Rolle übernehmen wir in Deutschland, Österreich und weiteren Mitgliedstaaten.',
          icon: 'shield',
          path: '/de/compliance_service_epr#authorisedRepresentative',
          tags: ['ElektroG', 'BattDG', 'Österreich'],
        },
        {
          title: 'EPR-Pflichtenanalyse',
          desc: 'Senden Sie uns Ihre Produktliste und Zielmärkte. Innerhalb von fünf Werktagen erhalten Sie eine Länder-Matrix aller Registrierungen, Fristen und Gebühren.',
          icon: 'compliance',
          path: '/de/compliance_service_epr#obligationAnalysis',
          tags: ['Kostenloser Erstcheck'],
        },
        {
          title: 'Compliance-Audits',
          desc: 'Voraudit Ihrer Registrierungen und Meldungen vor einer Behörden- oder Marktplatzprüfung, Vollständigkeitserklärungen und Behebung von Lücken.',
          icon: 'audit',
          path: '/de/compliance_service_epr#audits',
          tags: ['Vollständigkeitserklärung', 'Marktplatzprüfung'],
        },
        {
          title: 'Recycling-Kennzeichnung',
          desc: 'Triman und Info-tri für Frankreich, die italienische Umweltkennzeichnung von Verpackungen und Materialcodes, geprüft an Ihren Druckvorlagen.',
          icon: 'label',
          path: '/de/recycling_labels',
          tags: ['Triman', 'Italien', 'Materialcodes'],
        },
        {
          title: 'Design for Recycling',
          desc: 'Bewerten Sie die Recyclingfähigkeit Ihrer Verpackungen nach dem deutschen Mindeststandard und senken Sie Ihre Lizenzentgelte durch bessere Materialwahl.',
          icon: 'recycle',
          path: '/design_for_recycling',
          tags: ['Recyclingfähigkeit'],
        },
        {
          title: 'Markteintritt in der EU',
          desc: 'GmbH-Gründung, Umsatzsteuer-Registrierung und -Voranmeldungen, Aufenthaltstitel für Geschäftsführer und lokales Marketing für Ihren europäischen Standort.',
          icon: 'globe',
          path: '/de/service',
          tags: ['GmbH', 'Umsatzsteuer', 'Marketing'],
        },
      ],
    },
    advantagesTitle: 'Warum Hersteller aus Asien Recyvia wählen',
    process: {
      title: 'So werden Sie rechtskonform',
      steps: [
        {
          title: 'Kostenlose Pflichtenanalyse',
          desc: 'Wir prüfen Ihre Produkte, Verpackungen und Vertriebskanäle und zeigen Ihnen, welche EPR-Pflichten in welchem Land gelten.',
        },
        {
          title: 'Registrierungen und Verträge',
          desc: 'Wir registrieren Sie in Ihrem Namen, schließen die Beteiligungsverträge ab und übernehmen bei Bedarf die Rolle des Bevollmächtigten.',
        },
        {
          title: 'Marktplatz-Aktualisierung',
          desc: 'Ihre Registrierungsnummern werden vor den Stichtagen in Amazon Seller Central und weiteren Marktplätzen hinterlegt.',
        },
        {
          title: 'Meldungen und Audits',
          desc: 'Wir reichen Mengenmeldungen ein, überwachen alle Fristen und bereiten Sie auf Prüfungen und Jahreserklärungen vor.',
        },
      ],
    },
    registerBanner: {
      title: 'Unsicher, welche EPR-Nummern Sie brauchen?',
      text: 'Beantworten Sie einige Fragen zu Ihren Produkten und Märkten und erhalten Sie eine kostenlose, schriftliche Pflichtenanalyse von unserem Hamburger Team.',
      button: 'Kostenlose Analyse starten',
    },
    news: { title: 'Branchenwissen' },
  },
  advantages: [
    {
      title: 'Sitz in Deutschland',
      desc: 'Eine deutsche GmbH mit eigener Registrierung bei der stiftung ear, daher rechtlich befugt, als Ihr Bevollmächtigter aufzutreten.',
      icon: 'shield',
    },
    {
      title: 'Ihre Nummern gehören Ihnen',
      desc: 'Jede Registrierung erfolgt direkt auf Ihren Firmennamen bei LUCID, stiftung ear oder SYDEREP. Ein Anbieterwechsel kostet Sie keine Nummer.',
      icon: 'epr',
    },
    {
      title: 'Mandarin-sprachige Berater',
      desc: 'Unsere Berater in Hamburg und unser Verbindungsbüro in Shenzhen erklären jede Anforderung auf Mandarin, Englisch oder Deutsch.',
      icon: 'team',
    },
    {
      title: 'Fristenüberwachung',
      desc: 'Monatliche, vierteljährliche und jährliche Meldungen stehen in einem Kalender. Zwei Wochen vor jeder Frist erhalten Sie eine Erinnerung.',
      icon: 'clock',
    },
    {
      title: 'Feste Jahrespauschalen',
      desc: 'Ein transparenter Preis pro Land und Kategorie, vorab vereinbart. Keine versteckten Zuschläge für Meldungen oder Korrekturen.',
      icon: 'price',
    },
  ],
  menus: [
    { label: 'Startseite', path: '/de', lang: 'de' },
    {
      label: 'EPR-Compliance',
      path: '/de/compliance_service_epr',
      typeKey: 'Services',
      description: 'Registrierung, Bevollmächtigter, Pflichtenanalyse und Audits',
      lang: 'de',
      panels: [
        {
          name: 'Registrierung und Mengenmeldung',
          title: 'Registrierungen für Verpackungen, Elektrogeräte und Batterien samt Mengenmeldungen',
          icon: 'epr',
          linkUrl: '/de/compliance_service_epr#registration',
        },
        {
          name: 'Bevollmächtigter',
          title: 'Ihr gesetzlicher Vertreter in Deutschland, Österreich und weiteren EU-Staaten',
          icon: 'shield',
          linkUrl: '/de/compliance_service_epr#authorisedRepresentative',
        },
        {
          name: 'Pflichtenanalyse',
          title: 'Welche EPR-Pflichten für Ihre Produkte gelten, Land für Land',
          icon: 'compliance',
          linkUrl: '/de/compliance_service_epr#obligationAnalysis',
        },
        {
          name: 'Audits',
          title: 'Voraudits, Vollständigkeitserklärungen und Nachbesserung',
          icon: 'audit',
          linkUrl: '/de/compliance_service_epr#audits',
        },
        {
          name: 'Recycling-Kennzeichnung',
          title: 'Triman, Info-tri und italienische Verpackungskennzeichnung',
          icon: 'label',
          linkUrl: '/de/recycling_labels',
        },
        {
          name: 'Design for Recycling',
          title: 'Bewertung der Recyclingfähigkeit Ihrer Verpackungen',
          icon: 'recycle',
          linkUrl: '/design_for_recycling',
        },
      ],
    },
    {
      label: 'Markteintritt',
      path: '/de/service',
      description: 'Firmengründung, Steuern, Visa und Marketing in Europa',
      lang: 'de',
      children: [
        {
          label: 'Firmengründung',
          path: '/de/service#companyRegistration',
          description: 'GmbH-Gründung, Geschäftsadresse und Unterstützung bei der Kontoeröffnung',
          lang: 'de',
        },
        {
          label: 'Steuerservice',
          path: '/de/service#taxService',
          description: 'Umsatzsteuer-Registrierung, monatliche Voranmeldungen, OSS und IOSS',
          lang: 'de',
        },
        {
          label: 'Visaservice',
          path: '/de/service#visaService',
          description: 'Geschäftsvisa und Aufenthaltstitel für Geschäftsführer',
          lang: 'de',
        },
        {
          label: 'Expertenmarketing',
          path: '/de/service#expertMarketing',
          description: 'Lokalisierte Angebote, Influencer-Kampagnen und Messen in der DACH-Region',
          lang: 'de',
        },
      ],
    },
    {
      label: 'Recycling-Kennzeichnung',
      path: '/de/recycling_labels',
      description: 'Pflichtangaben zu Entsorgung und Material auf Verpackungen',
      lang: 'de',
    },
    {
      label: 'Online-Tools',
      typeKey: 'OnlineTool',
      description: 'Kostenlose Compliance-Tools zur Selbstprüfung',
      lang: 'de',
      children: [
        {
          label: 'EPR-Compliance-Check',
          path: '/de/compliance_service_epr',
          description: 'Kostenlos: in wenigen Minuten erfahren, welche EPR-Registrierungen Ihre Produkte brauchen',
          lang: 'de',
        },
        {
          label: 'Recyclingfähigkeits-Bewertung',
          path: '/design_for_recycling',
          description: 'Kostenlos: die Recyclingfähigkeit Ihrer Verpackungen bewerten',
          lang: 'de',
        },
      ],
    },
    {
      label: 'Branchenwissen',
      path: '/insight',
      typeKey: 'IndustryInsight',
      description: 'Rechtliche Neuerungen und Marktnachrichten',
      lang: 'de',
      children: [
        { label: 'EPR- und Rechts-Updates', path: '/de/news/311', mainId: 311, lang: 'de' },
        { label: 'Verpackung und Recycling', path: '/de/news/312', mainId: 312, lang: 'de' },
        { label: 'Marktplätze und Markteintritt', path: '/de/news/313', mainId: 313, lang: 'de' },
      ],
    },
    {
      label: 'Fallstudien',
      path: '/case_studies',
      description: 'Wie Hersteller aus Asien EPR-konform wurden',
      lang: 'de',
    },
  ],
  footer: [
    {
      kind: 'function',
      title: 'Leistungen',
      items: [
        { label: 'EPR-Registrierung', value: '/de/compliance_service_epr#registration' },
        { label: 'Bevollmächtigter', value: '/de/compliance_service_epr#authorisedRepresentative' },
        { label: 'Pflichtenanalyse', value: '/de/compliance_service_epr#obligationAnalysis' },
        { label: 'Compliance-Audits', value: '/de/compliance_service_epr#audits' },
        { label: 'Recycling-Kennzeichnung', value: '/de/recycling_labels' },
        { label: 'Design for Recycling', value: '/design_for_recycling' },
        { label: 'Fallstudien', value: '/case_studies' },
        { label: 'Branchenwissen', value: '/insight' },
      ],
    },
    {
      kind: 'contactInformation',
      title: 'Kontakt',
      items: [
        { label: 'Telefon', value: PHONE },
        { label: 'Partnerschaften', value: PARTNERS_EMAIL },
        { label: 'E-Mail', value: EMAIL },
        { label: 'Adresse', value: ADDRESS_DE },
        { label: 'Geschäftszeiten', value: 'Mo-Fr 8:00-17:00 Uhr MEZ' },
      ],
    },
    {
      kind: 'blogroll',
      title: 'Offizielle Register',
      items: [
        { label: 'ZSVR Verpackungsregister LUCID', value: 'https://lucid.verpackungsregister.org/' },
        { label: 'stiftung ear (Elektrogeräte und Batterien)', value: 'https://www.stiftung-ear.de/' },
        { label: 'ADEME SYDEREP (Frankreich)', value: 'https://filieres-rep.ademe.fr/' },
        {
          label: 'Europäische Kommission: Abfall und Recycling',
          value: 'https://environment.ec.europa.eu/topics/waste-and-recycling_de',
        },
        { label: 'Amazon Seller Central Europa', value: 'https://sellercentral-europe.amazon.com/' },
        {
          label: 'GOV.UK Verpackungs-EPR',
          value:
            'https://www.gov.uk/guidance/extended-producer-responsibility-for-packaging-who-is-affected-and-what-to-do',
        },
      ],
    },
    {
      kind: 'qrcode',
      title: 'Folgen Sie uns',
      items: [
        { label: 'WeChat-Kundenservice (Mandarin)', value: WECHAT_QR },
        { label: 'LinkedIn', value: LINKEDIN_QR },
      ],
    },
    {
      kind: 'bottom',
      title: 'Rechtliches',
      items: [
        { label: 'Impressum', value: 'https://www.recyvia.eu/de/imprint' },
        { label: 'Datenschutzerklärung', value: 'https://www.recyvia.eu/de/privacy' },
        { label: 'AGB', value: 'https://www.recyvia.eu/de/terms' },
      ],
    },
  ],
  suspended: [
    {
      name: 'Live-Chat',
      icon: 'chat',
      hoverImage: WECHAT_QR,
      linkUrl: 'https://work.weixin.qq.com/kfid/kfc-recyvia-support',
    },
    {
      name: 'Kostenloser EPR-Check',
      icon: 'epr',
      linkUrl: '/de/compliance_service_epr',
    },
    {
      name: 'Batterienummern bei Amazon',
      icon: 'shield',
      linkUrl: '/de/news/311',
    },
    {
      name: 'E-Mail schreiben',
      icon: 'mail',
      linkUrl: `mailto:${EMAIL}`,
    },
  ],
  more: {
    title: 'Weitere Kontaktwege',
    items: [
      { kind: 'contactUs', label: 'E-Mail', value: EMAIL, extra: 'Antwort innerhalb von 48 Stunden' },
      { kind: 'preSaleTelephone', label: 'Vertriebs-Hotline', value: PHONE, extra: 'Mo-Fr 8:00-17:00 Uhr MEZ' },
      { kind: 'qrcode', label: 'Mandarin-Support über WeChat scannen', value: WECHAT_QR },
    ],
  },
  search: [
    {
      name: 'Verpackungsregistrierung Deutschland (LUCID)',
      path: '/de/compliance_service_epr#registration',
      hot: true,
    },
    { name: 'WEEE-Registrierung stiftung ear', path: '/de/compliance_service_epr#registration', hot: true },
    { name: 'Batterieregistrierung (BattDG)', path: '/de/compliance_service_epr#registration', hot: true },
    { name: 'Bevollmächtigter Deutschland', path: '/de/compliance_service_epr#authorisedRepresentative', hot: true },
    { name: 'Eindeutige Kennnummer Frankreich (UIN)', path: '/de/compliance_service_epr#registration', hot: true },
    { name: 'Bevollmächtigter Österreich', path: '/de/compliance_service_epr#authorisedRepresentative' },
    { name: 'EPR-Pflichtenanalyse', path: '/de/compliance_service_epr#obligationAnalysis' },
    { name: 'EPR-Audit und Vollständigkeitserklärung', path: '/de/compliance_service_epr#audits' },
    { name: 'Triman und Recycling-Kennzeichnung', path: '/de/recycling_labels' },
    { name: 'Bewertung der Recyclingfähigkeit', path: '/design_for_recycling' },
    { name: 'GmbH-Gründung in Deutschland', path: '/de/service#companyRegistration' },
    { name: 'Umsatzsteuer-Registrierung Deutschland', path: '/de/service#taxService' },
  ],
  compliance: true,
};

export const platform: PlatformSeed[] = [english, german];
