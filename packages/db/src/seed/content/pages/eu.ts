import type { PageActionSeed, PageSeed } from '../../types.ts';

/**
 * Page copy of the English/German EPR consulting brand 'EU' (Recyvia Compliance GmbH, Hamburg).
 * Every page exists twice, in 'en' and 'de'. Links follow brands/EU.ts: locale-prefixed paths
 * ('/en/...', '/de/...') except /design_for_recycling, /insight and /case_studies, which the
 * site serves without a prefix. The contact page is /{locale}/ld/contactUs.
 * Facts follow /work/shared/DOMAIN.md; rules that may change are phrased with a pointer to the
 * official source. Client names in case studies are anonymised.
 */

// English

const enContact: PageActionSeed = { label: 'Talk to a consultant', href: '/en/ld/contactUs' };
const enAnalysis: PageActionSeed = {
  label: 'Get a free obligation analysis',
  href: '/en/compliance_service_epr#obligationAnalysis',
};
const enCases: PageActionSeed = { label: 'Read case studies', href: '/case_studies', style: 'secondary' };

const enPages: PageSeed[] = [
  {
    platform: 'EU',
    lang: 'en',
    key: 'compliance_service_epr',
    title: 'EPR compliance service: registration, authorised representative, obligation analysis and audits',
    description:
      'EPR registration and quantity reports for packaging, WEEE, batteries and textiles in Europe, plus authorised representative, obligation analysis and audits.',
    keywords:
      'EPR compliance, EPR registration, LUCID, VerpackG, stiftung ear, ElektroG, BattDG, authorised representative, France UIN, MITECO, declaration of completeness, Amazon EPR number',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'EPR compliance service',
        title: 'Every EPR obligation in Europe, handled by one team in Hamburg',
        lead: 'Extended producer responsibility is national: each country runs its own register, schemes and deadlines, and packaging, electrical equipment, batteries, textiles and furniture are separate streams. We find out which ones apply to you, register them in your company name, act as your authorised representative where the law requires one, and keep your quantity reports and audits on track.',
        points: [
          'Packaging, WEEE, batteries, textiles and furniture',
          'Germany, France, Spain, Italy, the Netherlands, Austria, the UK and more',
          'Authorised representative under ElektroG and BattDG',
          'Numbers entered in Amazon Seller Central before enforcement',
        ],
        actions: [enAnalysis, { ...enContact, style: 'secondary' }],
      },
      {
        kind: 'figures',
        title: 'Dates and numbers that matter',
        items: [
          { value: '0 kg', label: 'Minimum quantity for German packaging registration: there is none' },
          { value: '1 Jul 2023', label: 'Since then Amazon deactivates German EEE listings without a WEEE number' },
          { value: '18 Aug 2025', label: 'Since then Amazon asks for German battery registration numbers' },
          { value: '~12 weeks', label: 'Typical processing time of a WEEE registration at stiftung ear' },
        ],
      },
      {
        kind: 'table',
        anchor: 'registration',
        title: 'Registration and quantity reporting by country',
        intro:
          'We file every registration in your company name and take over the recurring quantity reports. The obligation arises in the country where the product reaches the end user, not where your warehouse is.',
        columns: ['Country', 'Packaging', 'Electrical equipment (WEEE)', 'Batteries', 'Textiles, furniture, tyres'],
        rows: [
          [
            'Germany',
            'LUCID registration with the ZSVR plus a dual-system contract; no minimum quantity; identical quantity reports to the dual system and LUCID',
            'stiftung ear: WEEE-Reg.-Nr. per brand and equipment type; authorised representative without a German branch; monthly and annual reports',
            'stiftung ear under the BattDG per brand and battery category; authorised representative and an organisation for producer responsibility',
            '-',
          ],
          [
            'France',
            'Unique identifier (UIN/IDU) via Citeo, Léko or Adelphe; annual declaration to the eco-organisation',
            'UIN via an approved eco-organisation such as ecosystem or Ecologic; periodic declarations',
            'UIN for the battery stream in ADEME’s SYDEREP register',
            'Textiles, household linen, footwear: Refashion. Furniture and bedding: Ecomaison. Tyres: Aliapur',
          ],
          [
            'Spain',
            'Producer register at MITECO (packaging section) and a collective scheme; no threshold; annual reporting',
            'RII-AEE register; the number must appear on invoices and the seller page',
            'RII-PYA register; quarterly declarations',
            'Check the current national rules',
          ],
          [
            'Italy',
            'CONAI membership and environmental labelling of packaging',
            'Registro AEE; annual report by 30 April',
            'Registro Pile e Accumulatori',
            'Tyres are a separate EPR stream',
          ],
          [
            'Netherlands',
            'Verpact: registration and fees above 50,000 kg a year (no threshold for single-use plastic or deposit packaging)',
            'Stichting OPEN; no representative needed',
            'Stichting OPEN',
            'Check the current national rules',
          ],
          [
            'Austria',
            'Authorised representative mandatory for distance sellers to consumers since 1 January 2023; licensing with a collection system',
            'Authorised representative regime as for packaging',
            'Same regime as for electrical equipment',
            '-',
          ],
          [
            'United Kingdom',
            'Packaging EPR since 1 January 2025: small producers above £1m turnover and 25 t, large above £2m and 50 t; marketplaces are the producer for non-UK sellers',
            'WEEE Regulations 2013: compliance scheme above 5 t a year, direct registration below',
            'Batteries Regulations 2009: scheme membership above 1 t of portable batteries a year',
            '-',
          ],
        ],
        note: 'Simplified overview as of November 2026. Thresholds, deadlines and representative rules change: check the latest guidance of each register before you start selling.',
      },
      {
        kind: 'features',
        anchor: 'authorisedRepresentative',
        title: 'Authorised representative',
        intro:
          'Several countries only accept registrations from a company established on their territory. As a German GmbH registered with stiftung ear, we take on this role ourselves in Germany and coordinate vetted partners in other member states.',
        items: [
          {
            title: 'Germany: electrical equipment (ElektroG)',
            text: 'Producers without a German branch can only register through an authorised representative. We register each brand and equipment type with stiftung ear, arrange the guarantee for household equipment, file monthly and annual reports and handle pick-up orders.',
            icon: 'shield',
          },
          {
            title: 'Germany: batteries (BattDG)',
            text: 'Since the BattDG took effect in October 2025, foreign battery producers need a German authorised representative and must join an organisation for producer responsibility. We cover portable, LMT, starter and industrial batteries.',
            icon: 'epr',
          },
          {
            title: 'Austria',
            text: 'Since 1 January 2023 distance sellers to Austrian consumers must appoint an Austrian authorised representative for packaging. The same model applies to electrical equipment and batteries.',
            icon: 'globe',
          },
          {
            title: 'Spain and other member states',
            text: 'Producers not established in Spain generally act through a representative. Under the EU Battery Regulation (EU) 2023/1542, producers appoint an authorised representative for EPR in each member state where they sell batteries and have no establishment.',
            icon: 'compliance',
          },
          {
            title: 'What the mandate covers',
            text: 'A written mandate, your product and quantity data each period, and a clear handover clause. Your brands, product data and quantity history remain yours if you ever change provider.',
            icon: 'law',
          },
          {
            title: 'Changes ahead',
            text: 'The PPWR, applicable from 12 August 2026, requires a packaging EPR representative in every member state where a producer is not established. Proposals to relax representative rules focus on producers from other member states; producers outside the EU should plan to keep theirs.',
            icon: 'clock',
          },
        ],
      },
      {
        kind: 'steps',
        anchor: 'obligationAnalysis',
        title: 'Obligation analysis: what we check and what you receive',
        intro:
          'The first analysis is free. Send us your product list and target markets; within five working days you receive a written country-by-country matrix.',
        items: [
          {
            title: 'Products',
            text: 'Is the product electrical equipment, and in which WEEE category: temperature exchange, screens over 100 cm², lamps, large equipment over 50 cm, small equipment or small IT and telecom? Does it contain batteries, and of which category? Is it a textile, furniture or tyre product?',
          },
          {
            title: 'Packaging',
            text: 'Sales packaging, shipping boxes, fillers and tape, by material, and whether they end up with private consumers. In Germany every one of them counts.',
          },
          {
            title: 'Channels and ship-to countries',
            text: 'Amazon FBA and Pan-European fulfilment, your own shop, Temu and other marketplaces, B2B sales: obligations follow the country of delivery, including cross-border orders served from a German warehouse.',
          },
          {
            title: 'Existing registrations',
            text: 'We verify the numbers you already hold in public registers such as LUCID and stiftung ear. Company name, brands and categories must match your seller account.',
          },
          {
            title: 'Your deliverable',
            text: 'A matrix of every required registration, representative, report, deadline and estimated fee per country, with the legal basis and the marketplace enforcement date, plus a prioritised action plan.',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'audits',
        title: 'Audits, completeness declarations and data checks',
        intro:
          'Registrations are checked later: by the ZSVR, stiftung ear, eco-organisations and marketplaces. We make sure your figures hold up.',
        items: [
          {
            title: 'Declaration of completeness (Germany)',
            text: 'Required if in the previous year you placed more than 80,000 kg of glass, 50,000 kg of paper and cardboard or 30,000 kg of plastics, metals and composites combined in household packaging on the market. Filed in LUCID with an audit report by 15 May; we prepare the data and coordinate the registered expert.',
            icon: 'audit',
          },
          {
            title: 'LUCID and dual-system reconciliation',
            text: 'The quantities reported to your dual system and to LUCID must be identical. We compare both, correct deviations and license any shortfall before the ZSVR asks.',
            icon: 'calculator',
          },
          {
            title: 'WEEE and battery reports',
            text: 'Monthly and annual stiftung ear reports checked against marketplace sales and product weights, so that take-back obligations and guarantees are calculated correctly.',
            icon: 'epr',
          },
          {
            title: 'Marketplace reviews',
            text: 'When Amazon or another platform rejects a number, we check company name, brand and category against the public register and respond with the evidence.',
            icon: 'shield',
          },
          {
            title: 'Pre-audit before an authority review',
            text: 'A structured check of registrations, contracts, reports and labels across all your countries, with a written gap list and a remediation plan.',
            icon: 'search',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions about EPR',
        items: [
          {
            question: 'I only sell through Amazon FBA. Am I a producer?',
            answer:
              'In most cases, yes. Whoever is the first to place goods on a national market, including a non-EU seller delivering to consumers there, is the producer under packaging, WEEE and battery law. Marketplaces check the numbers but do not register for you. Where Amazon offers Pay on Behalf, it covers fees for the categories concerned, not every obligation.',
          },
          {
            question: 'Does my manufacturer’s registration cover my sales?',
            answer:
              'Only if the manufacturer itself is the producer for that market and the registration covers the brand you sell. If you import the goods or sell them under your own brand, you normally need your own registration. In Germany the public registers show exactly which brands a number covers.',
          },
          {
            question: 'How long do registrations take?',
            answer:
              'A German packaging registration with a dual-system contract is usually done within a week. French UINs depend on the eco-organisation and typically take a few weeks. A WEEE registration at stiftung ear takes about 12 weeks, and battery registrations under the BattDG need several weeks. Start well before a marketplace deadline.',
          },
          {
            question: 'We are launching a new brand. What changes?',
            answer:
              'In Germany, WEEE registration is per brand and equipment type, so a new brand or type needs an additional registration, and new brand names must be added in LUCID. In France each additional EPR stream needs its own UIN.',
          },
          {
            question: 'What does the service cost?',
            answer:
              'We charge a fixed annual fee per country and stream, agreed in advance. Scheme fees for dual systems, eco-organisations and take-back depend on your reported quantities and are paid to the scheme.',
          },
        ],
      },
      { kind: 'articles', title: 'Latest packaging EPR updates', categoryId: 301, limit: 3 },
      {
        kind: 'cta',
        title: 'Find your EPR gaps before a marketplace does',
        text: 'Send us your product list and ship-to countries. Our Hamburg team returns a written obligation analysis within five working days, free of charge.',
        actions: [{ label: 'Request the free analysis', href: '/en/ld/contactUs' }, enCases],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'service',
    title: 'Market entry: company registration, tax, visas and marketing in Germany and South Korea',
    description:
      'Company registration, VAT and corporate tax, D-8-4 and D-8 investor visas and influencer marketing for sellers building a base in Germany or South Korea.',
    keywords:
      'market entry, company registration Germany, GmbH formation, German VAT, OSS, IOSS, Korea company registration, Korean VAT, Korean corporate tax, D-8-4 visa, D-8 visa, influencer marketing Korea',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Market entry',
        title: 'Build your base in Europe or Korea with one partner',
        lead: 'Once your EPR and VAT numbers are in place, the next step is often a local company, local tax filings, a residence permit for the managing director and marketing in the local language. We support two routes: Germany as your base in the EU, run from our Hamburg office, and South Korea, where our Seoul partner team handles company formation, tax, the D-8-4 start-up visa and influencer campaigns.',
        points: [
          'German GmbH or Korean foreign-invested company',
          'VAT, OSS and IOSS in the EU; VAT and corporate tax in Korea',
          'D-8-4 start-up visa with an investment of KRW 10 million',
          'Korean influencer network with a reach of over 800,000',
        ],
        actions: [
          { label: 'Discuss your market entry', href: '/en/ld/contactUs' },
          { label: 'Compare Korean visas', href: '/en/service#visaService', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'The Korean route at a glance',
        items: [
          { value: '1-2 months', label: 'to register a Korean company' },
          { value: '4-5 months', label: 'for the whole D-8-4 route, compared with 6-8 months for a D-8' },
          { value: '90%+', label: 'approval rate of the visa applications we prepare' },
          { value: '800,000+', label: 'combined reach of our Korean influencer network' },
        ],
      },
      {
        kind: 'features',
        anchor: 'companyRegistration',
        title: 'Company registration',
        intro:
          'You do not need a local company for EPR or VAT, but one changes how banks, business customers, marketplaces and immigration authorities deal with you.',
        items: [
          {
            title: 'German GmbH',
            text: 'Notarised articles of association, a minimum share capital of €25,000 (at least €12,500 paid in before registration), entry in the commercial register, the transparency register, trade registration and tax registration with the tax office. We coordinate notary, translator and bank.',
            icon: 'company',
          },
          {
            title: 'Business address and bank account',
            text: 'A business address in Hamburg with mail scanning, and support through the bank’s identity checks, which usually require the managing director to appear in person or by video.',
            icon: 'bank',
          },
          {
            title: 'Korean foreign-invested company',
            text: 'Foreign direct investment report to a foreign exchange bank or KOTRA, remittance of the capital, corporate registration at the court registry and business registration with the tax office. Usually completed within 1-2 months.',
            icon: 'korea',
          },
          {
            title: 'After incorporation',
            text: 'Bookkeeping, annual accounts and changes of address or managing director, arranged with licensed accountants and tax advisers in Germany and Korea.',
            icon: 'secretary',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'taxService',
        title: 'Tax service',
        intro: 'We file through licensed local tax advisers and keep every deadline in one calendar.',
        items: [
          {
            title: 'German VAT',
            text: 'Registration with the tax office responsible for your country (for companies from China, the Finanzamt Berlin Neukölln), monthly returns due on the 10th of the following month in the first years, the annual return and EC sales lists. Standard rate 19%.',
            icon: 'vat',
          },
          {
            title: 'OSS and IOSS',
            text: 'Quarterly OSS returns for EU distance sales and IOSS for imported consignments up to €150. Sellers from outside the EU need an EU intermediary for IOSS.',
            icon: 'globe',
          },
          {
            title: 'Korean VAT',
            text: 'Standard rate 10%. Returns are filed quarterly, within 25 days after the end of each quarter; we reconcile marketplace, card and bank data before filing.',
            icon: 'tax',
          },
          {
            title: 'Korean corporate tax',
            text: 'The annual return is due by 31 March of the following year for calendar-year companies. The rate is 9% on net profit up to KRW 200 million and 19% on the part above; higher brackets apply only to very large profits.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'visaService',
        title: 'Visa service',
        intro:
          'Running a company abroad often means living there, at least for a while. We prepare the applications and the business documents behind them.',
        items: [
          {
            title: 'Korea: D-8-4 start-up visa',
            text: 'For founders with a degree and a business built on intellectual property, workable with an investment of KRW 10 million. Points are earned in the OASIS start-up immigration programme, for example with a registered patent or design; check the current Ministry of Justice criteria.',
            icon: 'visa',
          },
          {
            title: 'Korea: D-8 investor visa',
            text: 'For foreign investors in a Korean company with foreign direct investment of KRW 100 million or more. No degree requirement, but a larger capital commitment and about 6-8 months overall.',
            icon: 'korea',
          },
          {
            title: 'Germany: residence permit for managing directors',
            text: 'Managing directors from outside the EU who want to live in Germany need a national visa and a residence permit, for example for self-employment under section 21 of the Residence Act. We prepare the business plan with immigration lawyers.',
            icon: 'law',
          },
          {
            title: 'Business visas for trade fairs',
            text: 'Schengen short-stay visas (up to 90 days in any 180-day period) for trade fairs, customer meetings and bank appointments, with invitation letters from our Hamburg office.',
            icon: 'globe',
          },
        ],
      },
      {
        kind: 'table',
        title: 'D-8-4 or D-8: which Korean visa fits?',
        intro: 'Both visas let you run your own company in Korea. They differ in capital, founder profile and time.',
        columns: ['Criterion', 'D-8-4 start-up visa', 'D-8 corporate investment visa'],
        rows: [
          ['Investment', 'KRW 10 million', 'KRW 100 million or more'],
          [
            'Founder profile',
            'Degree and OASIS points, typically based on intellectual property',
            'No degree requirement; the capital is registered as foreign direct investment',
          ],
          ['Company registration', '1-2 months', '1-2 months'],
          ['Visa application', '1-3 months', '1-3 months'],
          ['Whole process', 'About 4-5 months', 'About 6-8 months'],
          [
            'Suited to',
            'Founders testing the Korean market with limited capital',
            'Sellers investing in a local team, stock or showroom',
          ],
        ],
        note: 'Times reflect the applications we have prepared; our approval rate is over 90%. Visa criteria are set by the Korean Ministry of Justice and can change: check the current requirements before you invest.',
      },
      {
        kind: 'features',
        anchor: 'expertMarketing',
        title: 'Expert marketing',
        intro: 'Compliance gets your products listed. Local marketing gets them sold.',
        items: [
          {
            title: 'Localised listings for the DACH region',
            text: 'Native German copy for Amazon.de, Otto and your own shop, including the information the law requires, such as the GPSR contact details and WEEE and battery notices.',
            icon: 'marketing',
          },
          {
            title: 'Influencer campaigns in Korea',
            text: 'Campaigns with Korean creators on Instagram, YouTube and Naver blogs through a network with a combined reach of over 800,000 followers, with briefing, contracts and reporting.',
            icon: 'korea',
          },
          {
            title: 'Korean marketplaces',
            text: 'Store set-up and Korean-language product pages for Coupang and Naver Smart Store, plus customer-service templates in Korean.',
            icon: 'globe',
          },
          {
            title: 'Trade fairs and B2B buyers',
            text: 'Preparation for European trade fairs such as IFA in Berlin or Ambiente in Frankfurt: visas, logistics and the compliance documents professional buyers ask for.',
            icon: 'team',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions about market entry',
        items: [
          {
            question: 'Do I need a German company to sell on Amazon.de?',
            answer:
              'No. A company from China can register for VAT and EPR in Germany without a local entity. A GmbH makes sense when you want local staff, warehouse and supplier contracts in your own name, business customers who prefer a German supplier, or a residence permit for a manager.',
          },
          {
            question: 'Does a GmbH replace the authorised representative?',
            answer:
              'In Germany, yes, if the GmbH is the company that places the goods on the German market: it then registers with stiftung ear itself. Other member states may still require a representative for your sales there.',
          },
          {
            question: 'Can I get a D-8-4 visa without a patent?',
            answer:
              'Registered patents, utility models and designs are the usual way to earn OASIS points, but points can also be earned through the programme’s courses and other criteria. We check your profile before you commit any capital.',
          },
          {
            question: 'How are Korean taxes filed if I live abroad?',
            answer:
              'Our partner accountants in Seoul file VAT and corporate tax returns electronically with the National Tax Service on your behalf. You provide sales, purchase and bank data each quarter.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Planning your next market?',
        text: 'Tell us where you sell today and where you want to build a base. We outline the steps, timeline and costs for Germany or Korea.',
        actions: [
          { label: 'Talk to a consultant', href: '/en/ld/contactUs' },
          { label: 'EPR compliance service', href: '/en/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'recycling_labels',
    title: 'Recycling labels on packaging: Triman, Italian environmental labelling and more',
    description:
      'Triman and Info-tri for France, Italian material codes, Spanish and German rules and the PPWR outlook: we check your packaging artwork before it goes to print.',
    keywords:
      'recycling labels, Triman, Info-tri, Italian environmental labelling, D.Lgs. 116/2020, material codes Decision 97/129/EC, packaging labelling Spain, PPWR harmonised labels, crossed-out wheelie bin',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Recycling labels',
        title: 'The right sorting and material labels for every country you ship to',
        lead: 'One box sold in France, Italy, Spain and Germany must carry different information: Triman and sorting instructions in France, material codes and disposal guidance in Italy, and the crossed-out wheelie bin on electrical products and batteries everywhere. We check your artwork against each country’s rules and tell you exactly what to change before you print.',
        points: [
          'Triman and Info-tri for France',
          'Italian material codes under Decision 97/129/EC',
          'WEEE and battery symbols',
          'Prepared for the harmonised PPWR labels',
        ],
        actions: [
          { label: 'Send us your artwork', href: '/en/ld/contactUs' },
          { label: 'Free recyclability assessment', href: '/design_for_recycling', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'Key dates',
        items: [
          { value: '2022', label: 'Triman and Info-tri mandatory in France under the AGEC law' },
          { value: '1 Jan 2023', label: 'Italian environmental labelling of all packaging applies' },
          { value: '18 Aug 2026', label: 'Earliest date for the new general battery label' },
          { value: 'Aug 2028', label: 'Harmonised EU sorting labels under the PPWR, at the earliest' },
        ],
      },
      {
        kind: 'table',
        title: 'Labelling rules by country',
        intro: 'A summary of what your packaging and products must show in our main markets.',
        columns: ['Country', 'Covered', 'Requirement'],
        rows: [
          [
            'France',
            'Household products and packaging under an EPR scheme',
            'Triman logo together with the Info-tri sorting instructions under the AGEC law; glass beverage packaging is exempt from Triman but still needs sorting information. Vague claims such as “biodegradable” or “environmentally friendly” are banned on products and packaging.',
          ],
          [
            'Italy',
            'All packaging',
            'D.Lgs. 116/2020 (amending Art. 219 of D.Lgs. 152/2006): material identification under Decision 97/129/EC, e.g. PAP 20, LDPE 4 or C/PAP 81. Consumer packaging also needs disposal guidance; digital channels such as QR codes are allowed, and B2B packaging may carry the data in accompanying documents.',
          ],
          [
            'Spain',
            'Household packaging',
            'RD 1055/2022 sets rules on sorting information and the marking of reusable packaging and bans vague environmental claims. Parts of the timing have been adjusted; check MITECO’s current guidance.',
          ],
          [
            'Germany',
            'Packaging, electrical equipment, batteries',
            'No mandatory sorting label for packaging; voluntary labels must be accurate, and the Green Dot is a trademark that needs a licence. Electrical equipment carries the crossed-out wheelie bin; batteries carry it too, plus Cd or Pb where the limits are exceeded.',
          ],
          [
            'EU',
            'Single-use plastic products; all packaging',
            'Marking under Regulation (EU) 2020/2151 for cups, wet wipes, sanitary items and tobacco filters. Harmonised, material-based sorting labels under the PPWR from August 2028 at the earliest.',
          ],
        ],
        note: 'As of November 2026. Labelling rules change often: check the official sources before printing.',
      },
      {
        kind: 'features',
        title: 'What we deliver',
        items: [
          {
            title: 'Artwork check',
            text: 'We review your print files country by country and mark missing, wrong or misleading elements, including environmental claims that are banned in France and Spain.',
            icon: 'label',
          },
          {
            title: 'Country label sets',
            text: 'Ready-to-use text blocks and symbol layouts for Info-tri and for Italian material codes and disposal guidance, in the right languages.',
            icon: 'manual',
          },
          {
            title: 'Material code mapping',
            text: 'Every component matched to its code under Decision 97/129/EC, with composites such as paper-plastic laminates coded correctly.',
            icon: 'search',
          },
          {
            title: 'Digital labelling',
            text: 'Where the law allows it, a QR-code page for sorting information, which saves space on small packs.',
            icon: 'globe',
          },
          {
            title: 'Consistency with your EPR data',
            text: 'Labels, declared materials and the packaging weights in your EPR reports must tell the same story. We align them.',
            icon: 'epr',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How the label check works',
        items: [
          {
            title: 'Send artwork and specifications',
            text: 'Print files, a list of components and materials, and your target countries.',
          },
          {
            title: 'Country analysis',
            text: 'We list the labels, texts and symbols each country requires, and the options for digital information.',
          },
          {
            title: 'Marked-up files',
            text: 'You receive annotated artwork with the changes, the text blocks to use and placement suggestions.',
          },
          {
            title: 'Approval before print',
            text: 'We check the final proof against the list before it goes to the printer.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions about recycling labels',
        items: [
          {
            question: 'Can one pack serve several countries?',
            answer:
              'Yes, with separate label areas per country or by moving part of the sorting information to a QR-code page where the law allows it. We suggest a layout that fits the available space.',
          },
          {
            question: 'Do shipping boxes need labels as well?',
            answer:
              'In Italy the material code applies to all packaging, including shipping boxes. In France, shipping packaging that reaches consumers is generally treated as household packaging; check the guidance of your eco-organisation.',
          },
          {
            question: 'Will the PPWR replace Triman?',
            answer:
              'The PPWR introduces harmonised sorting labels based on material composition, from August 2028 at the earliest. National labels are expected to give way to them, but until then Triman and Info-tri remain mandatory in France.',
          },
          {
            question: 'Do I need the Green Dot in Germany?',
            answer:
              'No. The Green Dot has no legal function under the German Packaging Act; it is a trademark and may only be used with a licence from its owner. What matters legally is your LUCID registration and dual-system contract.',
          },
        ],
      },
      { kind: 'articles', title: 'Packaging news', categoryId: 301, limit: 3 },
      {
        kind: 'cta',
        title: 'Send us a photo of your packaging',
        text: 'We check the recycling labels on your current packaging for free and point out what is missing or wrong for each country.',
        actions: [
          { label: 'Request a free label check', href: '/en/ld/contactUs' },
          { label: 'EPR registration', href: '/en/compliance_service_epr#registration', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'design_for_recycling',
    title: 'Design for recycling: free recyclability assessment for your packaging',
    description:
      'Score your packaging against the German minimum standard (§ 21 VerpackG) and the PPWR grades, and lower eco-modulated fees in Germany and France. Free.',
    keywords:
      'design for recycling, recyclability assessment, packaging recyclability, minimum standard § 21 VerpackG, ZSVR, PPWR recyclability grades, eco-modulation, mono-material packaging',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Free online tool',
        title: 'How recyclable is your packaging? Find out before fees and the PPWR decide',
        lead: 'Recyclability already changes what you pay: German dual systems must reward recyclable packaging under § 21 of the Packaging Act, and French eco-organisations apply bonuses and penalties to their fees. From 2030 the EU Packaging Regulation makes recyclability a condition for selling at all. Our free assessment scores each component and shows the cheapest improvements.',
        points: [
          'Score per component, not just per pack',
          'Based on the German minimum standard',
          'Outlook on the PPWR grades A to C',
          'A report you can share with your packaging supplier',
        ],
        actions: [
          { label: 'Request your free assessment', href: '/en/ld/contactUs' },
          { label: 'Recycling labels', href: '/en/recycling_labels', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'Key dates and limits',
        items: [
          { value: '1 Sept', label: 'Each year by this date the ZSVR publishes the German minimum standard' },
          { value: '12 Aug 2026', label: 'The PPWR, Regulation (EU) 2025/40, applies' },
          { value: '2030', label: 'Packaging must be recyclable (grades A to C)' },
          { value: '50%', label: 'Maximum empty-space ratio for e-commerce packaging by 2030' },
        ],
      },
      {
        kind: 'features',
        title: 'Why recyclability pays off today',
        items: [
          {
            title: 'Germany: § 21 VerpackG',
            text: 'Dual systems must set fees that reward recyclable packaging and recycled material. The ZSVR, in agreement with the Federal Environment Agency, publishes the minimum standard for assessing recyclability each year.',
            icon: 'recycle',
          },
          {
            title: 'France: eco-modulated fees',
            text: 'Packaging eco-organisations such as Citeo apply bonuses for recyclable or reduced packaging and penalties for elements that disrupt sorting and recycling. Check the current tariff of your eco-organisation.',
            icon: 'price',
          },
          {
            title: 'EU: market access from 2030',
            text: 'Under the PPWR, packaging that does not reach at least grade C may no longer be placed on the market from 2030. Design changes take time, so the work starts now.',
            icon: 'law',
          },
          {
            title: 'Better data for your EPR reports',
            text: 'An assessment documents materials and weights per component, which is exactly what your quantity reports and any completeness declaration need.',
            icon: 'epr',
          },
        ],
      },
      {
        kind: 'table',
        title: 'PPWR recyclability grades',
        intro: 'The PPWR sorts packaging into performance grades based on its assessed recyclability by weight.',
        columns: ['Grade', 'Recyclability', 'Placing on the market'],
        rows: [
          ['A', '95% or more', 'Allowed'],
          ['B', '80% or more', 'Allowed'],
          ['C', '70% or more', 'Allowed from 2030; no longer considered recyclable from 2038'],
          ['Below C', 'Less than 70%', 'Not allowed from 2030'],
        ],
        note: 'The detailed design-for-recycling criteria are set by delegated acts, and from 2035 packaging must also be recyclable at scale. Check the Commission’s latest acts.',
      },
      {
        kind: 'features',
        title: 'What the assessment looks at',
        items: [
          {
            title: 'Main material',
            text: 'Paper, PE, PP, PET, glass or metal, and whether a sorting and recycling stream exists for it.',
            icon: 'recycle',
          },
          {
            title: 'Material combinations',
            text: 'Paper-plastic and aluminium-plastic laminates or multilayer films that cannot be separated.',
            icon: 'search',
          },
          {
            title: 'Colours and printing',
            text: 'Carbon-black plastics that sorting machines cannot detect, full-surface printing and metallised inks.',
            icon: 'label',
          },
          {
            title: 'Labels, adhesives and closures',
            text: 'Sleeves and labels of a different material, adhesives that do not wash off, excessive plastic tape.',
            icon: 'manual',
          },
          {
            title: 'Fillers and cushioning',
            text: 'Air cushions and foam that could be replaced by paper or avoided with a better-fitting box.',
            icon: 'leaf',
          },
          {
            title: 'Empty space',
            text: 'The share of air in shipping boxes, which the PPWR caps for e-commerce packaging.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How it works',
        items: [
          { title: 'Choose the packaging type', text: 'Sales packaging, shipping box, mailer bag or filler.' },
          {
            title: 'Describe the components',
            text: 'Material, weight, colour, printing and labels for each part; photos help.',
          },
          {
            title: 'Get your score',
            text: 'An overall rating, a problem list per component and the likely PPWR grade.',
          },
          {
            title: 'Improve and re-assess',
            text: 'Apply the suggestions with your supplier and compare the new design with the old one.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions about design for recycling',
        items: [
          {
            question: 'Is the result an official certificate?',
            answer:
              'No. It is a technical assessment based on published design-for-recycling principles and the German minimum standard. Official PPWR grading will follow the Commission’s delegated acts, and some dual systems and institutes offer formal recyclability certificates.',
          },
          {
            question: 'Will a better score lower my fees?',
            answer:
              'Often, yes: German dual systems and French eco-organisations must reward recyclable packaging, but each sets its own tariff. We show you the changes with the biggest effect.',
          },
          {
            question: 'Do I still need EPR registrations after the PPWR?',
            answer:
              'Yes. The PPWR harmonises design, labelling and waste-reduction rules, but registration and fees stay with the national EPR systems.',
          },
          {
            question: 'Is the assessment really free?',
            answer:
              'Yes. You only pay if you ask us for a full packaging compliance project or EPR registrations. Your packaging data stays confidential.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Ready to make your packaging future-proof?',
        text: 'From recyclability and labels to packaging registration in every country, we plan it together with you.',
        actions: [
          { label: 'Request your free assessment', href: '/en/ld/contactUs' },
          { label: 'EPR compliance service', href: '/en/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'insight',
    title: 'Industry insight: EPR, packaging and marketplace updates',
    description:
      'News and analysis on EPR, packaging law, WEEE, batteries and marketplace rules in Europe, written by our Hamburg consultants for sellers from Asia.',
    keywords:
      'EPR news, packaging regulation, PPWR, EU Battery Regulation, BattDG, WEEE, Amazon EPR, marketplace compliance, industry insight',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Industry insight',
        title: 'What changed, who is affected, what to do next',
        lead: 'The PPWR, the EU Battery Regulation and the German BattDG change what sellers must do every few months. Our consultants summarise each change in plain language, with the dates that matter and links to the official sources. Browse by topic: packaging EPR, WEEE and batteries, and market updates.',
        points: ['Written by practising EPR consultants', 'Dates and deadlines up front', 'Links to official sources'],
        actions: [
          { label: 'Ask about a rule change', href: '/en/ld/contactUs' },
          { label: 'EPR compliance service', href: '/en/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'case_studies',
    title: 'Case studies: how manufacturers and sellers from Asia became EPR compliant',
    description:
      'Anonymised EPR projects: battery and WEEE numbers before Amazon deadlines, corrected packaging data, leaving Pay on Behalf and a completeness declaration.',
    keywords:
      'EPR case studies, WEEE registration example, battery registration Amazon, LUCID correction, Pay on Behalf France, authorised representative Austria, declaration of completeness',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Case studies',
        title: 'Real projects, anonymised',
        lead: 'Most of our clients come to us with a marketplace deadline, a blocked listing or a letter from an authority. These six projects show typical starting points and how we resolved them. Client names are withheld; the facts are real.',
        points: [
          'Batteries, WEEE, packaging, textiles and furniture',
          'Germany, France, Spain, Italy, the Netherlands and Austria',
          'From first analysis to accepted marketplace numbers',
        ],
        actions: [enAnalysis, { ...enContact, style: 'secondary' }],
      },
      {
        kind: 'figures',
        title: 'These cases in numbers',
        items: [
          { value: '6', label: 'projects described on this page' },
          { value: '6', label: 'countries involved' },
          { value: '5', label: 'EPR streams: packaging, WEEE, batteries, textiles, furniture' },
          { value: '≤ 5', label: 'working days to the written obligation analysis in each case' },
        ],
      },
      {
        kind: 'cases',
        title: 'Selected projects',
        items: [
          {
            title: 'Battery registrations in five countries before the Amazon request',
            client: 'Portable power station brand from Dongguan',
            text: 'Sold in Germany, France, Spain, Italy and the Netherlands with only a German packaging registration. When Amazon began asking for battery numbers in August 2025, none were in place, and the power stations were not registered as electrical equipment either.',
            result:
              'Obligation analysis within four working days. We registered WEEE and batteries in Germany as authorised representative and coordinated the battery registrations in the other four countries. All numbers were in Seller Central before any listing was removed.',
          },
          {
            title: 'German packaging quantities corrected',
            client: 'Apparel seller from Hangzhou',
            text: 'The first-year packaging quantities were estimated and far below actual shipments, and the figures in LUCID did not match those reported to the dual system.',
            result:
              'We recalculated packaging weights per SKU from order data, aligned LUCID and dual-system reports, licensed the shortfall and set up a quarterly review.',
          },
          {
            title: 'One WEEE registration, three brands',
            client: 'Smart-home manufacturer from Shenzhen',
            text: 'The company had registered one brand with stiftung ear but sold three brands on Amazon.de. Listings of the two unregistered brands were deactivated.',
            result:
              'We filed registrations for the missing brands and equipment types and prepared a brand checklist for future launches. Listings were restored once stiftung ear issued the numbers.',
          },
          {
            title: 'Out of Pay on Behalf in France',
            client: 'Furniture and home textile seller from Foshan',
            text: 'Without French unique identifiers, Amazon had enrolled the seller in Pay on Behalf for packaging, furniture and textiles, with eco-fees deducted from every sale.',
            result:
              'We obtained UINs through Citeo, Ecomaison and Refashion, set up the declarations and entered the identifiers in Seller Central, so the seller now declares and pays the eco-organisations directly.',
          },
          {
            title: 'Austria: sales nobody had planned',
            client: 'Kitchen appliance seller from Ningbo',
            text: 'Orders from Austrian customers were shipped from German fulfilment centres for two years without any Austrian registration or representative.',
            result:
              'We appointed an Austrian authorised representative from our partner network for packaging and electrical equipment, split the quantities by delivery country from the order reports and declared the past years as well.',
          },
          {
            title: 'The first declaration of completeness',
            client: 'Consumer electronics manufacturer from Shenzhen with its own web shop',
            text: 'Shipping boxes pushed the company above the 50,000 kg threshold for paper and cardboard, which it only noticed in April.',
            result:
              'We built the data pack, booked a registered expert and filed the audited declaration in LUCID before 15 May, after licensing a small shortfall with the dual system.',
          },
        ],
      },
      {
        kind: 'features',
        title: 'What these cases have in common',
        items: [
          {
            title: 'Batteries and WEEE are missed most often',
            text: 'Sellers know about packaging; few realise that a product with a built-in battery needs two more registrations.',
            icon: 'epr',
          },
          {
            title: 'Deliveries, not warehouses, decide',
            text: 'Cross-border orders from a German warehouse create obligations in the country of delivery.',
            icon: 'globe',
          },
          {
            title: 'Brands must match',
            text: 'A number helps only if it covers the brand and category on the listing and the company name on the seller account.',
            icon: 'shield',
          },
          {
            title: 'Data beats estimates',
            text: 'Packaging weights per SKU and sales per delivery country make every report and audit easier.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Does one of these sound familiar?',
        text: 'Tell us your products and markets and we will show you where you stand, free of charge.',
        actions: [enAnalysis, { ...enContact, style: 'secondary' }],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'ld-contactUs',
    title: 'Contact Recyvia',
    description:
      'Ask our Hamburg consultants about EPR registration, authorised representation, labels or market entry. We reply within 48 hours in English, German or Mandarin.',
    keywords: 'contact Recyvia, EPR consultant Hamburg, EPR enquiry, authorised representative enquiry, EPR quote',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Contact',
        title: 'Tell us about your products. We reply within 48 hours.',
        lead: 'Use the form below for questions about EPR registrations, authorised representation, recycling labels or market entry. A consultant replies within 48 hours, in English, German or Mandarin. The more we know about your products, channels and markets, the more precise our first answer.',
        points: [
          'Reply within 48 hours',
          'English, German and Mandarin',
          'First assessment free and without obligation',
        ],
        actions: [enAnalysis],
      },
      {
        kind: 'features',
        title: 'What to include in your enquiry',
        items: [
          {
            title: 'Your products',
            text: 'Product types, whether they are electrical or contain batteries, and whether you sell textiles, furniture or tyres.',
            icon: 'compliance',
          },
          {
            title: 'Markets and channels',
            text: 'The countries you deliver to and how: Amazon FBA or Pan-European fulfilment, other marketplaces, your own shop, B2B.',
            icon: 'globe',
          },
          {
            title: 'Volumes',
            text: 'Rough annual units or packaging weights per country. Estimates are fine for a first answer.',
            icon: 'calculator',
          },
          {
            title: 'Existing registrations',
            text: 'Numbers you already hold, such as LUCID, WEEE-Reg.-Nr. or French UINs, and who manages them today.',
            icon: 'epr',
          },
          {
            title: 'Notices and deadlines',
            text: 'Marketplace messages or letters from an authority, with their deadline, so that we can prioritise.',
            icon: 'clock',
          },
          {
            title: 'Company details',
            text: 'Your legal company name exactly as in your seller account, and a contact person for questions.',
            icon: 'company',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'What happens next',
        items: [
          { title: 'You send the form', text: 'You see a confirmation as soon as your message has been sent.' },
          {
            title: 'We assign a consultant',
            text: 'Your enquiry goes to the packaging, WEEE and batteries, or market entry team.',
          },
          {
            title: 'Reply within 48 hours',
            text: 'By email or phone, with first answers and any questions we still have.',
          },
          { title: 'Proposal', text: 'A written scope and fixed fees. You decide whether to go ahead.' },
        ],
      },
      {
        kind: 'features',
        title: 'Other ways to reach us',
        items: [
          { title: 'Phone', text: '+49 40 2286 5310, Monday to Friday 8:00-17:00 CET.', icon: 'phone' },
          { title: 'Email', text: 'info@recyvia.eu for enquiries and documents.', icon: 'mail' },
          {
            title: 'WeChat (Mandarin)',
            text: 'Our Shenzhen liaison desk answers 9:00-18:00 China time; scan the code in the side panel.',
            icon: 'chat',
          },
          {
            title: 'Partnerships',
            text: 'partners@recyvia.eu for service providers, logistics companies and associations.',
            icon: 'team',
          },
          { title: 'Visit us', text: 'Große Elbstraße 145, 22767 Hamburg, by appointment.', icon: 'globe' },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Is the first consultation free?',
            answer: 'Yes. The first assessment and the quote are free; fees apply only once you commission us.',
          },
          {
            question: 'Can I write outside office hours?',
            answer:
              'Yes. Messages sent at weekends or on public holidays are handled in order from the next working day.',
          },
          {
            question: 'What happens to my data?',
            answer:
              'We use your information only to answer your enquiry and to carry out the work you commission. Details are in our privacy policy.',
          },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'en',
    key: 'ld-aboutUs',
    title: 'About Recyvia',
    description:
      'Recyvia Compliance GmbH is a Hamburg EPR consultancy and authorised representative helping manufacturers and sellers from Asia comply across Europe.',
    keywords:
      'about Recyvia, EPR consultancy Hamburg, authorised representative Germany, stiftung ear, EPR service provider',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'About us',
        title: 'An EPR consultancy in Hamburg for manufacturers and sellers from Asia',
        lead: 'Recyvia Compliance GmbH was founded in Hamburg in 2021, when the German Packaging Act and the French AGEC law turned EPR into a marketplace issue. We register packaging, electrical equipment and batteries across Europe, act as authorised representative under the ElektroG and BattDG, and explain every requirement in English, German or Mandarin.',
        points: [
          'German GmbH registered with stiftung ear',
          'Registrations in your company name',
          'Consultants in Hamburg, liaison desk in Shenzhen',
          'Fixed annual fees per country and stream',
        ],
        actions: [enAnalysis, enCases],
      },
      {
        kind: 'figures',
        items: [
          { value: '2,400+', label: 'manufacturers and sellers from Asia supported' },
          { value: '12', label: 'European markets covered, including the UK' },
          { value: '9,800+', label: 'EPR registrations managed' },
          { value: '3', label: 'working languages: English, German and Mandarin' },
        ],
      },
      {
        kind: 'features',
        title: 'What we do',
        items: [
          {
            title: 'EPR registration and reporting',
            text: 'Packaging, WEEE, batteries, textiles and furniture in every country you ship to, with quantity reports on time.',
            icon: 'epr',
          },
          {
            title: 'Authorised representative',
            text: 'In Germany in our own name, in Austria and other member states through vetted partners.',
            icon: 'shield',
          },
          {
            title: 'Labels and packaging design',
            text: 'Artwork checks for Triman and Italian labelling, and recyclability assessments against the German minimum standard.',
            icon: 'label',
          },
          {
            title: 'Market entry',
            text: 'Company registration, tax, visas and marketing for clients building a base in Germany or South Korea.',
            icon: 'globe',
          },
        ],
      },
      {
        kind: 'features',
        title: 'Our teams',
        items: [
          {
            title: 'EPR Compliance Team',
            text: 'Packaging registrations, quantity reports and completeness declarations in Germany and across Europe.',
            icon: 'team',
          },
          {
            title: 'WEEE & Batteries Desk',
            text: 'stiftung ear registrations, authorised representation, battery categories and take-back obligations.',
            icon: 'epr',
          },
          {
            title: 'Regulatory Affairs',
            text: 'Tracks the PPWR, the Battery Regulation and national laws, and writes our industry insight articles.',
            icon: 'law',
          },
          {
            title: 'Shenzhen liaison desk',
            text: 'Mandarin-speaking support in China time, working directly with our Hamburg consultants.',
            icon: 'chat',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How we work',
        items: [
          {
            title: 'Analysis first',
            text: 'A written obligation analysis before any order, so you only buy what the law requires.',
          },
          {
            title: 'Your numbers, your name',
            text: 'Registrations are made in your company name directly with LUCID, stiftung ear, SYDEREP and other registers.',
          },
          {
            title: 'One calendar',
            text: 'Every report and renewal in one schedule, with a reminder two weeks before each deadline.',
          },
          {
            title: 'Sources on the table',
            text: 'Every recommendation comes with its legal basis or the official guidance behind it.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Let us look at your products',
        text: 'A free obligation analysis is the quickest way to find out whether we are the right partner for you.',
        actions: [enAnalysis, { ...enContact, style: 'secondary' }],
      },
    ],
  },
];

// German

const deContact: PageActionSeed = { label: 'Beratung anfragen', href: '/de/ld/contactUs' };
const deAnalysis: PageActionSeed = {
  label: 'Kostenlose Pflichtenanalyse anfordern',
  href: '/de/compliance_service_epr#obligationAnalysis',
};
const deCases: PageActionSeed = { label: 'Fallstudien lesen', href: '/case_studies', style: 'secondary' };

const dePages: PageSeed[] = [
  {
    platform: 'EU',
    lang: 'de',
    key: 'compliance_service_epr',
    title: 'EPR-Compliance: Registrierung, Bevollmächtigter, Pflichtenanalyse und Audits',
    description:
      'Registrierung und Mengenmeldung für Verpackungen, Elektrogeräte, Batterien und Textilien in ganz Europa, dazu Bevollmächtigter, Pflichtenanalyse und Audits.',
    keywords:
      'EPR, erweiterte Herstellerverantwortung, LUCID Registrierung, VerpackG, stiftung ear, ElektroG, BattDG, Bevollmächtigter, Frankreich UIN, MITECO, Vollständigkeitserklärung, Amazon EPR-Nummer',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'EPR-Compliance',
        title: 'Alle EPR-Pflichten in Europa, betreut von einem Team in Hamburg',
        lead: 'Die erweiterte Herstellerverantwortung ist national geregelt: Jedes Land hat eigene Register, Systeme und Fristen, und Verpackungen, Elektrogeräte, Batterien, Textilien und Möbel sind jeweils eigene Kategorien. Wir klären, welche Pflichten für Sie gelten, registrieren Sie auf Ihren Firmennamen, übernehmen die Rolle des Bevollmächtigten, wo das Gesetz ihn vorschreibt, und behalten Ihre Mengenmeldungen und Prüfungen im Griff.',
        points: [
          'Verpackungen, Elektrogeräte, Batterien, Textilien und Möbel',
          'Deutschland, Frankreich, Spanien, Italien, Niederlande, Österreich, Großbritannien und weitere Länder',
          'Bevollmächtigter nach ElektroG und BattDG',
          'Nummern rechtzeitig in Amazon Seller Central hinterlegt',
        ],
        actions: [deAnalysis, { ...deContact, style: 'secondary' }],
      },
      {
        kind: 'figures',
        title: 'Daten und Zahlen, auf die es ankommt',
        items: [
          { value: '0 kg', label: 'Mindestmenge für die Verpackungsregistrierung in Deutschland: Es gibt keine' },
          { value: '1.7.2023', label: 'Seitdem deaktiviert Amazon deutsche Elektrogeräte-Angebote ohne WEEE-Nummer' },
          { value: '18.8.2025', label: 'Seitdem verlangt Amazon deutsche Batterie-Registrierungsnummern' },
          { value: '~12 Wochen', label: 'übliche Bearbeitungszeit einer WEEE-Registrierung bei der stiftung ear' },
        ],
      },
      {
        kind: 'table',
        anchor: 'registration',
        title: 'Registrierung und Mengenmeldung nach Ländern',
        intro:
          'Wir nehmen jede Registrierung auf Ihren Firmennamen vor und übernehmen die laufenden Mengenmeldungen. Maßgeblich ist das Land, in dem die Ware beim Endnutzer ankommt, nicht der Standort Ihres Lagers.',
        columns: ['Land', 'Verpackungen', 'Elektro- und Elektronikgeräte', 'Batterien', 'Textilien, Möbel, Reifen'],
        rows: [
          [
            'Deutschland',
            'Registrierung in LUCID bei der ZSVR und Beteiligung an einem dualen System; keine Mindestmenge; identische Mengenmeldungen an System und LUCID',
            'stiftung ear: WEEE-Reg.-Nr. je Marke und Geräteart; ohne deutsche Niederlassung nur über einen Bevollmächtigten; monatliche und jährliche Meldungen',
            'stiftung ear nach BattDG je Marke und Batteriekategorie; Bevollmächtigter und Organisation für Herstellerverantwortung',
            '-',
          ],
          [
            'Frankreich',
            'Eindeutige Kennnummer (UIN/IDU) über Citeo, Léko oder Adelphe; jährliche Erklärung an die Éco-Organisation',
            'UIN über eine zugelassene Éco-Organisation wie ecosystem oder Ecologic; regelmäßige Erklärungen',
            'UIN für Batterien im Register SYDEREP der ADEME',
            'Textilien, Haushaltswäsche, Schuhe: Refashion. Möbel und Matratzen: Ecomaison. Reifen: Aliapur',
          ],
          [
            'Spanien',
            'Herstellerregister beim MITECO (Abschnitt Verpackungen) und ein kollektives System; keine Schwelle; jährliche Meldung',
            'Register RII-AEE; die Nummer gehört auf Rechnungen und die Verkäuferseite',
            'Register RII-PYA; vierteljährliche Meldungen',
            'Aktuelle nationale Vorgaben prüfen',
          ],
          [
            'Italien',
            'Mitgliedschaft im CONAI und Umweltkennzeichnung der Verpackungen',
            'Registro AEE; Jahresmeldung bis 30. April',
            'Registro Pile e Accumulatori',
            'Reifen sind eine eigene EPR-Kategorie',
          ],
          [
            'Niederlande',
            'Verpact: Registrierung und Gebühren ab 50.000 kg pro Jahr (keine Schwelle für Einwegkunststoff- und Pfandverpackungen)',
            'Stichting OPEN; kein Bevollmächtigter erforderlich',
            'Stichting OPEN',
            'Aktuelle nationale Vorgaben prüfen',
          ],
          [
            'Österreich',
            'Seit 1. Januar 2023 Pflicht zum Bevollmächtigten für Fernabsatzhändler an Verbraucher; Lizenzierung bei einem Sammel- und Verwertungssystem',
            'Bevollmächtigtenregelung wie bei Verpackungen',
            'Wie bei Elektrogeräten',
            '-',
          ],
          [
            'Großbritannien',
            'Verpackungs-EPR seit 1. Januar 2025: kleine Hersteller ab £1 Mio. Umsatz und 25 t, große ab £2 Mio. und 50 t; für Verkäufer ohne Sitz im Vereinigten Königreich gilt der Marktplatz als Hersteller',
            'WEEE Regulations 2013: ab 5 t pro Jahr Beitritt zu einem Compliance Scheme, darunter direkte Registrierung',
            'Batteries Regulations 2009: ab 1 t Gerätebatterien pro Jahr Beitritt zu einem Scheme',
            '-',
          ],
        ],
        note: 'Vereinfachte Übersicht, Stand November 2026. Schwellenwerte, Fristen und Bevollmächtigtenregeln ändern sich: Prüfen Sie vor dem Verkaufsstart die aktuellen Hinweise der jeweiligen Register.',
      },
      {
        kind: 'features',
        anchor: 'authorisedRepresentative',
        title: 'Bevollmächtigter',
        intro:
          'Mehrere Länder akzeptieren Registrierungen nur von Unternehmen mit Sitz im eigenen Land. Als deutsche GmbH mit eigener Registrierung bei der stiftung ear übernehmen wir diese Rolle in Deutschland selbst und koordinieren geprüfte Partner in weiteren Mitgliedstaaten.',
        items: [
          {
            title: 'Deutschland: Elektrogeräte (ElektroG)',
            text: 'Hersteller ohne Niederlassung in Deutschland können sich nur über einen Bevollmächtigten registrieren. Wir registrieren jede Marke und Geräteart bei der stiftung ear, kümmern uns um die Garantie für b2c-Geräte, erstellen die monatlichen und jährlichen Meldungen und bearbeiten Abholanordnungen.',
            icon: 'shield',
          },
          {
            title: 'Deutschland: Batterien (BattDG)',
            text: 'Seit Inkrafttreten des BattDG im Oktober 2025 brauchen ausländische Batteriehersteller einen deutschen Bevollmächtigten und müssen sich einer Organisation für Herstellerverantwortung anschließen. Wir betreuen Geräte-, LV-, Starter- und Industriebatterien.',
            icon: 'epr',
          },
          {
            title: 'Österreich',
            text: 'Seit 1. Januar 2023 müssen Fernabsatzhändler, die an österreichische Verbraucher liefern, für Verpackungen einen österreichischen Bevollmächtigten bestellen. Für Elektrogeräte und Batterien gilt dasselbe Modell.',
            icon: 'globe',
          },
          {
            title: 'Spanien und weitere Mitgliedstaaten',
            text: 'Hersteller ohne Sitz in Spanien handeln in der Regel über einen Vertreter. Nach der EU-Batterieverordnung (EU) 2023/1542 bestellen Hersteller in jedem Mitgliedstaat, in dem sie Batterien verkaufen und keine Niederlassung haben, einen Bevollmächtigten für die Herstellerverantwortung.',
            icon: 'compliance',
          },
          {
            title: 'Was das Mandat umfasst',
            text: 'Eine schriftliche Beauftragung, Ihre Produkt- und Mengendaten zu jedem Meldezeitraum und eine klare Übergaberegelung. Marken, Produktdaten und Mengenhistorie bleiben bei einem Anbieterwechsel Ihre.',
            icon: 'law',
          },
          {
            title: 'Was sich abzeichnet',
            text: 'Die PPWR gilt ab 12. August 2026 und verlangt für die Verpackungs-EPR einen Bevollmächtigten in jedem Mitgliedstaat ohne Niederlassung. Vorschläge zur Lockerung betreffen vor allem Hersteller aus anderen EU-Staaten; Hersteller außerhalb der EU sollten weiter mit Bevollmächtigten planen.',
            icon: 'clock',
          },
        ],
      },
      {
        kind: 'steps',
        anchor: 'obligationAnalysis',
        title: 'Pflichtenanalyse: Was wir prüfen und was Sie erhalten',
        intro:
          'Die erste Analyse ist kostenlos. Senden Sie uns Ihre Produktliste und Zielmärkte; innerhalb von fünf Werktagen erhalten Sie eine schriftliche Länder-Matrix.',
        items: [
          {
            title: 'Produkte',
            text: 'Ist das Produkt ein Elektrogerät, und in welcher Kategorie: Wärmeüberträger, Bildschirme über 100 cm², Lampen, Großgeräte über 50 cm, Kleingeräte oder kleine IT- und Telekommunikationsgeräte? Enthält es Batterien, und welcher Kategorie? Handelt es sich um Textilien, Möbel oder Reifen?',
          },
          {
            title: 'Verpackungen',
            text: 'Verkaufsverpackungen, Versandkartons, Füllmaterial und Klebeband, nach Material, und ob sie beim privaten Endverbraucher anfallen. In Deutschland zählt jede davon.',
          },
          {
            title: 'Vertriebswege und Lieferländer',
            text: 'Amazon FBA und Paneuropäischer Versand, eigener Shop, Temu und andere Marktplätze, B2B-Geschäft: Die Pflichten folgen dem Lieferland, auch bei grenzüberschreitenden Bestellungen aus einem deutschen Lager.',
          },
          {
            title: 'Bestehende Registrierungen',
            text: 'Wir prüfen Ihre vorhandenen Nummern in öffentlichen Registern wie LUCID und stiftung ear. Firmenname, Marken und Kategorien müssen zu Ihrem Verkäuferkonto passen.',
          },
          {
            title: 'Ihr Ergebnis',
            text: 'Eine Matrix aller erforderlichen Registrierungen, Bevollmächtigten, Meldungen, Fristen und voraussichtlichen Entgelte je Land, mit Rechtsgrundlage und Stichtag des Marktplatzes, dazu ein priorisierter Maßnahmenplan.',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'audits',
        title: 'Audits, Vollständigkeitserklärung und Datenprüfung',
        intro:
          'Registrierungen werden später geprüft: von der ZSVR, der stiftung ear, den Éco-Organisationen und den Marktplätzen. Wir sorgen dafür, dass Ihre Zahlen standhalten.',
        items: [
          {
            title: 'Vollständigkeitserklärung (Deutschland)',
            text: 'Pflicht, wenn Sie im Vorjahr mehr als 80.000 kg Glas, 50.000 kg Papier, Pappe und Karton oder insgesamt 30.000 kg Kunststoffe, Metalle und Verbunde in systembeteiligungspflichtigen Verpackungen in Verkehr gebracht haben. Abgabe mit Prüfbericht bis 15. Mai in LUCID; wir bereiten die Daten auf und koordinieren den registrierten Sachverständigen.',
            icon: 'audit',
          },
          {
            title: 'Abgleich LUCID und duales System',
            text: 'Die an das duale System und an LUCID gemeldeten Mengen müssen übereinstimmen. Wir gleichen beide ab, korrigieren Abweichungen und lizenzieren Fehlmengen nach, bevor die ZSVR nachfragt.',
            icon: 'calculator',
          },
          {
            title: 'Meldungen für Elektrogeräte und Batterien',
            text: 'Monatliche und jährliche Meldungen an die stiftung ear, abgeglichen mit Marktplatzumsätzen und Produktgewichten, damit Rücknahmepflichten und Garantien korrekt berechnet werden.',
            icon: 'epr',
          },
          {
            title: 'Marktplatzprüfungen',
            text: 'Lehnt Amazon oder eine andere Plattform eine Nummer ab, prüfen wir Firmenname, Marke und Kategorie im öffentlichen Register und antworten mit den Nachweisen.',
            icon: 'shield',
          },
          {
            title: 'Voraudit vor einer Behördenprüfung',
            text: 'Eine strukturierte Prüfung von Registrierungen, Verträgen, Meldungen und Kennzeichnung in allen Ländern, mit schriftlicher Mängelliste und Maßnahmenplan.',
            icon: 'search',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen zur EPR',
        items: [
          {
            question: 'Ich verkaufe nur über Amazon FBA. Bin ich Hersteller?',
            answer:
              'In den meisten Fällen ja. Wer Ware als Erster in einem Land in Verkehr bringt, auch ein Verkäufer von außerhalb der EU, der direkt an Verbraucher liefert, gilt nach Verpackungs-, Elektro- und Batterierecht als Hersteller. Marktplätze prüfen die Nummern, registrieren Sie aber nicht. Wo Amazon „Pay on Behalf“ anbietet, deckt das die Entgelte der betroffenen Kategorien ab, nicht alle Pflichten.',
          },
          {
            question: 'Reicht die Registrierung meines Herstellers?',
            answer:
              'Nur wenn der Hersteller selbst für diesen Markt Hersteller im Sinne des Gesetzes ist und die Registrierung Ihre Marke abdeckt. Importieren Sie die Ware oder verkaufen Sie unter eigener Marke, brauchen Sie in der Regel eine eigene Registrierung. In Deutschland zeigen die öffentlichen Register genau, welche Marken eine Nummer umfasst.',
          },
          {
            question: 'Wie lange dauern die Registrierungen?',
            answer:
              'Eine Verpackungsregistrierung in Deutschland samt Systemvertrag ist meist innerhalb einer Woche erledigt. Französische UINs hängen von der Éco-Organisation ab und dauern in der Regel einige Wochen. Eine WEEE-Registrierung bei der stiftung ear dauert etwa zwölf Wochen, Batterieregistrierungen nach BattDG mehrere Wochen. Beginnen Sie deutlich vor einer Marktplatzfrist.',
          },
          {
            question: 'Wir führen eine neue Marke ein. Was ändert sich?',
            answer:
              'In Deutschland wird bei Elektrogeräten je Marke und Geräteart registriert; eine neue Marke oder Geräteart braucht also eine zusätzliche Registrierung, und neue Markennamen müssen in LUCID ergänzt werden. In Frankreich benötigt jede weitere EPR-Kategorie eine eigene UIN.',
          },
          {
            question: 'Was kostet die Betreuung?',
            answer:
              'Wir berechnen eine feste Jahrespauschale pro Land und Kategorie, vorab vereinbart. Die Entgelte der dualen Systeme, Éco-Organisationen und Rücknahmesysteme richten sich nach Ihren gemeldeten Mengen und werden an das jeweilige System gezahlt.',
          },
        ],
      },
      { kind: 'articles', title: 'Aktuelles zur Verpackungs-EPR', categoryId: 311, limit: 3 },
      {
        kind: 'cta',
        title: 'Finden Sie Ihre EPR-Lücken, bevor es ein Marktplatz tut',
        text: 'Senden Sie uns Ihre Produktliste und Lieferländer. Unser Hamburger Team erstellt innerhalb von fünf Werktagen eine kostenlose, schriftliche Pflichtenanalyse.',
        actions: [{ label: 'Kostenlose Analyse anfordern', href: '/de/ld/contactUs' }, deCases],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'service',
    title: 'Markteintritt: Firmengründung, Steuern, Visa und Marketing in Deutschland und Südkorea',
    description:
      'Firmengründung, Umsatz- und Körperschaftsteuer, Investorenvisa D-8-4 und D-8 sowie Influencer-Marketing für Ihren Standort in Deutschland oder Südkorea.',
    keywords:
      'Markteintritt, Firmengründung Deutschland, GmbH-Gründung, Umsatzsteuer Deutschland, OSS, IOSS, Firmengründung Südkorea, Umsatzsteuer Korea, Körperschaftsteuer Korea, D-8-4 Visum, D-8 Visum, Influencer-Marketing Korea',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Markteintritt',
        title: 'Ihr Standort in Europa oder Korea, mit einem Partner',
        lead: 'Sind EPR- und Umsatzsteuernummern erst einmal vorhanden, folgt oft der nächste Schritt: eine eigene Gesellschaft vor Ort, lokale Steuererklärungen, ein Aufenthaltstitel für die Geschäftsführung und Marketing in der Landessprache. Wir begleiten zwei Wege: Deutschland als Basis für die EU, betreut aus unserem Hamburger Büro, und Südkorea, wo unser Partnerteam in Seoul Gründung, Steuern, das Start-up-Visum D-8-4 und Influencer-Kampagnen übernimmt.',
        points: [
          'Deutsche GmbH oder koreanische Gesellschaft mit Auslandskapital',
          'Umsatzsteuer, OSS und IOSS in der EU; Umsatz- und Körperschaftsteuer in Korea',
          'Start-up-Visum D-8-4 mit 10 Mio. KRW Investition',
          'Koreanisches Influencer-Netzwerk mit über 800.000 Reichweite',
        ],
        actions: [
          { label: 'Markteintritt besprechen', href: '/de/ld/contactUs' },
          { label: 'Koreanische Visa vergleichen', href: '/de/service#visaService', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'Der Weg nach Korea im Überblick',
        items: [
          { value: '1-2 Monate', label: 'bis zur Eintragung einer koreanischen Gesellschaft' },
          { value: '4-5 Monate', label: 'für den gesamten D-8-4-Weg, gegenüber 6-8 Monaten beim D-8' },
          { value: '90 %+', label: 'Bewilligungsquote der von uns vorbereiteten Visumanträge' },
          { value: '800.000+', label: 'gemeinsame Reichweite unseres koreanischen Influencer-Netzwerks' },
        ],
      },
      {
        kind: 'features',
        anchor: 'companyRegistration',
        title: 'Firmengründung',
        intro:
          'Für EPR und Umsatzsteuer brauchen Sie keine Gesellschaft vor Ort. Mit einer eigenen Gesellschaft ändert sich aber, wie Banken, Geschäftskunden, Marktplätze und Ausländerbehörden mit Ihnen umgehen.',
        items: [
          {
            title: 'Deutsche GmbH',
            text: 'Notariell beurkundeter Gesellschaftsvertrag, Stammkapital von mindestens 25.000 € (davon mindestens 12.500 € vor der Anmeldung eingezahlt), Eintragung ins Handelsregister, Transparenzregister, Gewerbeanmeldung und steuerliche Erfassung beim Finanzamt. Wir koordinieren Notar, Übersetzer und Bank.',
            icon: 'company',
          },
          {
            title: 'Geschäftsadresse und Bankkonto',
            text: 'Eine Geschäftsadresse in Hamburg mit Postscan sowie Unterstützung bei der Identifizierung durch die Bank, die in der Regel ein persönliches oder Video-Gespräch mit der Geschäftsführung verlangt.',
            icon: 'bank',
          },
          {
            title: 'Koreanische Gesellschaft mit Auslandskapital',
            text: 'Meldung der Direktinvestition bei einer Devisenbank oder der KOTRA, Überweisung des Kapitals, Eintragung beim Registergericht und steuerliche Registrierung beim Finanzamt. In der Regel nach 1-2 Monaten abgeschlossen.',
            icon: 'korea',
          },
          {
            title: 'Nach der Gründung',
            text: 'Buchhaltung, Jahresabschluss sowie Adress- und Geschäftsführerwechsel, abgewickelt mit zugelassenen Steuerberatern und Buchhaltern in Deutschland und Korea.',
            icon: 'secretary',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'taxService',
        title: 'Steuerservice',
        intro: 'Wir arbeiten mit zugelassenen Steuerberatern vor Ort und führen alle Fristen in einem Kalender.',
        items: [
          {
            title: 'Umsatzsteuer in Deutschland',
            text: 'Registrierung beim zuständigen Finanzamt (für Unternehmen aus China das Finanzamt Berlin Neukölln), in den ersten Jahren monatliche Voranmeldungen bis zum 10. des Folgemonats, Jahreserklärung und Zusammenfassende Meldung. Regelsteuersatz 19 %.',
            icon: 'vat',
          },
          {
            title: 'OSS und IOSS',
            text: 'Vierteljährliche OSS-Erklärungen für innergemeinschaftliche Fernverkäufe und IOSS für importierte Sendungen bis 150 €. Unternehmen außerhalb der EU brauchen für IOSS einen Vertreter in der EU.',
            icon: 'globe',
          },
          {
            title: 'Umsatzsteuer in Korea',
            text: 'Regelsteuersatz 10 %. Die Erklärungen werden vierteljährlich abgegeben, jeweils innerhalb von 25 Tagen nach Quartalsende; vorher gleichen wir Marktplatz-, Karten- und Bankdaten ab.',
            icon: 'tax',
          },
          {
            title: 'Körperschaftsteuer in Korea',
            text: 'Die Jahreserklärung ist bei kalenderjahrgleichem Wirtschaftsjahr bis 31. März des Folgejahres fällig. Der Satz beträgt 9 % auf den Gewinn bis 200 Mio. KRW und 19 % auf den darüber liegenden Teil; höhere Stufen greifen erst bei sehr großen Gewinnen.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'features',
        anchor: 'visaService',
        title: 'Visaservice',
        intro:
          'Wer ein Unternehmen im Ausland führt, lebt oft auch eine Zeit lang dort. Wir bereiten die Anträge und die Geschäftsunterlagen dahinter vor.',
        items: [
          {
            title: 'Korea: Start-up-Visum D-8-4',
            text: 'Für Gründerinnen und Gründer mit Hochschulabschluss und einem Geschäftsmodell auf Basis geistigen Eigentums, umsetzbar mit einer Investition von 10 Mio. KRW. Die nötigen Punkte sammeln Sie im Start-up-Programm OASIS, etwa mit einem eingetragenen Patent oder Design; maßgeblich sind die aktuellen Kriterien des koreanischen Justizministeriums.',
            icon: 'visa',
          },
          {
            title: 'Korea: Investorenvisum D-8',
            text: 'Für ausländische Investoren in eine koreanische Gesellschaft mit einer Direktinvestition ab 100 Mio. KRW. Kein Abschluss erforderlich, dafür deutlich mehr Kapital und insgesamt etwa 6-8 Monate.',
            icon: 'korea',
          },
          {
            title: 'Deutschland: Aufenthaltstitel für Geschäftsführer',
            text: 'Geschäftsführer von außerhalb der EU, die in Deutschland leben wollen, brauchen ein nationales Visum und einen Aufenthaltstitel, etwa zur selbständigen Tätigkeit nach § 21 AufenthG. Den Businessplan erarbeiten wir gemeinsam mit Fachanwälten für Migrationsrecht.',
            icon: 'law',
          },
          {
            title: 'Geschäftsvisa für Messen',
            text: 'Schengen-Visa für kurze Aufenthalte (bis zu 90 Tage innerhalb von 180 Tagen) für Messen, Kundentermine und Banktermine, mit Einladungsschreiben unseres Hamburger Büros.',
            icon: 'globe',
          },
        ],
      },
      {
        kind: 'table',
        title: 'D-8-4 oder D-8: Welches koreanische Visum passt?',
        intro:
          'Mit beiden Visa führen Sie Ihr eigenes Unternehmen in Korea. Sie unterscheiden sich bei Kapital, Profil und Dauer.',
        columns: ['Kriterium', 'Start-up-Visum D-8-4', 'Investorenvisum D-8'],
        rows: [
          ['Investition', '10 Mio. KRW', 'ab 100 Mio. KRW'],
          [
            'Voraussetzungen',
            'Hochschulabschluss und OASIS-Punkte, meist auf Basis geistigen Eigentums',
            'Kein Abschluss erforderlich; das Kapital wird als ausländische Direktinvestition gemeldet',
          ],
          ['Firmengründung', '1-2 Monate', '1-2 Monate'],
          ['Visumverfahren', '1-3 Monate', '1-3 Monate'],
          ['Gesamtdauer', 'etwa 4-5 Monate', 'etwa 6-8 Monate'],
          [
            'Geeignet für',
            'Gründer, die den koreanischen Markt mit begrenztem Kapital testen',
            'Händler, die in ein Team, Lagerbestand oder einen Showroom vor Ort investieren',
          ],
        ],
        note: 'Die Zeiten beruhen auf den von uns vorbereiteten Anträgen; unsere Bewilligungsquote liegt über 90 %. Die Kriterien legt das koreanische Justizministerium fest und kann sie ändern: Prüfen Sie die aktuellen Anforderungen, bevor Sie investieren.',
      },
      {
        kind: 'features',
        anchor: 'expertMarketing',
        title: 'Expertenmarketing',
        intro: 'Compliance bringt Ihre Produkte in den Shop. Lokales Marketing sorgt dafür, dass sie sich verkaufen.',
        items: [
          {
            title: 'Lokalisierte Angebote für die DACH-Region',
            text: 'Muttersprachliche Texte für Amazon.de, Otto und Ihren eigenen Shop, einschließlich der Pflichtangaben wie GPSR-Kontaktdaten sowie Hinweisen zu Elektrogeräten und Batterien.',
            icon: 'marketing',
          },
          {
            title: 'Influencer-Kampagnen in Korea',
            text: 'Kampagnen mit koreanischen Creatorn auf Instagram, YouTube und Naver-Blogs über ein Netzwerk mit zusammen mehr als 800.000 Followern, inklusive Briefing, Verträgen und Reporting.',
            icon: 'korea',
          },
          {
            title: 'Koreanische Marktplätze',
            text: 'Einrichtung von Shops und koreanischen Produktseiten auf Coupang und Naver Smart Store sowie Vorlagen für den Kundenservice auf Koreanisch.',
            icon: 'globe',
          },
          {
            title: 'Messen und B2B-Einkäufer',
            text: 'Vorbereitung auf europäische Messen wie die IFA in Berlin oder die Ambiente in Frankfurt: Visa, Logistik und die Compliance-Unterlagen, die professionelle Einkäufer verlangen.',
            icon: 'team',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen zum Markteintritt',
        items: [
          {
            question: 'Brauche ich eine deutsche Gesellschaft, um auf Amazon.de zu verkaufen?',
            answer:
              'Nein. Ein Unternehmen aus China kann sich in Deutschland ohne eigene Gesellschaft für Umsatzsteuer und EPR registrieren. Eine GmbH lohnt sich, wenn Sie Personal vor Ort, Lager- und Lieferantenverträge im eigenen Namen, Geschäftskunden mit Wunsch nach einem deutschen Lieferanten oder einen Aufenthaltstitel für die Geschäftsführung brauchen.',
          },
          {
            question: 'Ersetzt eine GmbH den Bevollmächtigten?',
            answer:
              'In Deutschland ja, sofern die GmbH die Ware in Deutschland in Verkehr bringt: Dann registriert sie sich selbst bei der stiftung ear. Andere Mitgliedstaaten können für Ihre Verkäufe dort weiterhin einen Bevollmächtigten verlangen.',
          },
          {
            question: 'Bekomme ich das D-8-4-Visum auch ohne Patent?',
            answer:
              'Eingetragene Patente, Gebrauchsmuster und Designs sind der übliche Weg zu OASIS-Punkten, Punkte gibt es aber auch für die Kurse des Programms und weitere Kriterien. Wir prüfen Ihr Profil, bevor Sie Kapital einsetzen.',
          },
          {
            question: 'Wie werden koreanische Steuern erklärt, wenn ich im Ausland lebe?',
            answer:
              'Unsere Partner-Steuerbüros in Seoul reichen Umsatz- und Körperschaftsteuererklärungen für Sie elektronisch beim National Tax Service ein. Sie liefern uns jedes Quartal Verkaufs-, Einkaufs- und Bankdaten.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Sie planen den nächsten Markt?',
        text: 'Erzählen Sie uns, wo Sie heute verkaufen und wo Sie einen Standort aufbauen möchten. Wir skizzieren Schritte, Zeitplan und Kosten für Deutschland oder Korea.',
        actions: [
          { label: 'Beratung anfragen', href: '/de/ld/contactUs' },
          { label: 'EPR-Compliance', href: '/de/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'recycling_labels',
    title: 'Recycling-Kennzeichnung von Verpackungen: Triman, italienische Umweltkennzeichnung und mehr',
    description:
      'Triman und Info-tri für Frankreich, italienische Materialcodes, Vorgaben in Spanien und Deutschland, PPWR-Ausblick: Wir prüfen Ihre Druckvorlagen vorab.',
    keywords:
      'Recycling-Kennzeichnung, Triman, Info-tri, italienische Umweltkennzeichnung, D.Lgs. 116/2020, Materialcodes Entscheidung 97/129/EG, Verpackungskennzeichnung Spanien, PPWR Kennzeichnung, durchgestrichene Mülltonne',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Recycling-Kennzeichnung',
        title: 'Die richtigen Entsorgungs- und Materialhinweise für jedes Lieferland',
        lead: 'Derselbe Karton braucht in Frankreich, Italien, Spanien und Deutschland unterschiedliche Angaben: Triman und Trennhinweise in Frankreich, Materialcodes und Entsorgungshinweise in Italien, die durchgestrichene Mülltonne auf Elektrogeräten und Batterien überall. Wir prüfen Ihre Druckvorlagen Land für Land und sagen Ihnen vor dem Druck genau, was zu ändern ist.',
        points: [
          'Triman und Info-tri für Frankreich',
          'Italienische Materialcodes nach Entscheidung 97/129/EG',
          'Symbole für Elektrogeräte und Batterien',
          'Vorbereitet auf die einheitlichen PPWR-Kennzeichen',
        ],
        actions: [
          { label: 'Druckvorlagen senden', href: '/de/ld/contactUs' },
          { label: 'Kostenlose Recyclingfähigkeits-Bewertung', href: '/design_for_recycling', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'Wichtige Termine',
        items: [
          { value: '2022', label: 'Triman und Info-tri in Frankreich nach dem AGEC-Gesetz verpflichtend' },
          { value: '1.1.2023', label: 'Italienische Umweltkennzeichnung für alle Verpackungen' },
          { value: '18.8.2026', label: 'Frühester Termin für das neue allgemeine Batterieetikett' },
          { value: 'Aug. 2028', label: 'Einheitliche EU-Sortierkennzeichen nach der PPWR, frühestens' },
        ],
      },
      {
        kind: 'table',
        title: 'Kennzeichnungspflichten nach Ländern',
        intro: 'Was Verpackungen und Produkte in unseren wichtigsten Märkten zeigen müssen, im Überblick.',
        columns: ['Land', 'Betroffen', 'Anforderung'],
        rows: [
          [
            'Frankreich',
            'Haushaltsprodukte und Verpackungen, die unter ein EPR-System fallen',
            'Triman-Logo zusammen mit dem Trennhinweis Info-tri nach dem AGEC-Gesetz; Getränkeverpackungen aus Glas sind vom Triman ausgenommen, brauchen aber einen Trennhinweis. Pauschale Aussagen wie „biologisch abbaubar“ oder „umweltfreundlich“ sind auf Produkten und Verpackungen verboten.',
          ],
          [
            'Italien',
            'Alle Verpackungen',
            'D.Lgs. 116/2020 (Änderung von Art. 219 D.Lgs. 152/2006): Materialkennzeichnung nach Entscheidung 97/129/EG, z. B. PAP 20, LDPE 4 oder C/PAP 81. Verbraucherverpackungen brauchen zusätzlich Entsorgungshinweise; digitale Wege wie QR-Codes sind zulässig, bei B2B-Verpackungen genügen die Angaben in Begleitdokumenten.',
          ],
          [
            'Spanien',
            'Haushaltsverpackungen',
            'Das RD 1055/2022 regelt Trennhinweise und die Kennzeichnung wiederverwendbarer Verpackungen und verbietet pauschale Umweltaussagen. Teile der Fristen wurden angepasst; maßgeblich sind die aktuellen Hinweise des MITECO.',
          ],
          [
            'Deutschland',
            'Verpackungen, Elektrogeräte, Batterien',
            'Keine Pflicht zu Trennhinweisen auf Verpackungen; freiwillige Hinweise müssen zutreffen, und der Grüne Punkt ist eine lizenzpflichtige Marke. Elektrogeräte tragen die durchgestrichene Mülltonne, Batterien ebenfalls, bei Überschreiten der Grenzwerte zusätzlich Cd oder Pb.',
          ],
          [
            'EU',
            'Einwegkunststoffartikel; alle Verpackungen',
            'Kennzeichnung nach Verordnung (EU) 2020/2151 für Becher, Feuchttücher, Hygieneartikel und Tabakfilter. Einheitliche, materialbasierte Sortierkennzeichen nach der PPWR frühestens ab August 2028.',
          ],
        ],
        note: 'Stand November 2026. Kennzeichnungsvorgaben ändern sich häufig: Prüfen Sie vor dem Druck die offiziellen Quellen.',
      },
      {
        kind: 'features',
        title: 'Was Sie von uns bekommen',
        items: [
          {
            title: 'Prüfung der Druckvorlagen',
            text: 'Wir prüfen Ihre Druckdaten Land für Land und markieren fehlende, falsche oder irreführende Elemente, einschließlich Umweltaussagen, die in Frankreich und Spanien verboten sind.',
            icon: 'label',
          },
          {
            title: 'Kennzeichnungs-Sets je Land',
            text: 'Fertige Textbausteine und Symbol-Layouts für Info-tri sowie für italienische Materialcodes und Entsorgungshinweise, in den richtigen Sprachen.',
            icon: 'manual',
          },
          {
            title: 'Zuordnung der Materialcodes',
            text: 'Jede Komponente mit ihrem Code nach Entscheidung 97/129/EG, Verbunde wie Papier-Kunststoff-Laminate richtig codiert.',
            icon: 'search',
          },
          {
            title: 'Digitale Kennzeichnung',
            text: 'Wo das Gesetz es erlaubt, eine QR-Code-Seite für die Trennhinweise, die auf kleinen Verpackungen Platz spart.',
            icon: 'globe',
          },
          {
            title: 'Abgleich mit Ihren EPR-Daten',
            text: 'Kennzeichnung, angegebene Materialien und die Verpackungsgewichte in Ihren EPR-Meldungen müssen zusammenpassen. Wir stimmen sie aufeinander ab.',
            icon: 'epr',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'So läuft die Prüfung ab',
        items: [
          {
            title: 'Vorlagen und Spezifikationen senden',
            text: 'Druckdaten, eine Liste der Komponenten und Materialien sowie Ihre Zielländer.',
          },
          {
            title: 'Länderanalyse',
            text: 'Wir listen die Kennzeichen, Texte und Symbole auf, die jedes Land verlangt, und die Möglichkeiten digitaler Angaben.',
          },
          {
            title: 'Kommentierte Dateien',
            text: 'Sie erhalten Ihre Vorlagen mit allen Änderungen, den zu verwendenden Textbausteinen und Platzierungsvorschlägen.',
          },
          {
            title: 'Freigabe vor dem Druck',
            text: 'Wir gleichen den finalen Proof mit der Liste ab, bevor er in die Druckerei geht.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen zur Recycling-Kennzeichnung',
        items: [
          {
            question: 'Kann eine Verpackung mehrere Länder abdecken?',
            answer:
              'Ja, mit getrennten Kennzeichnungsfeldern je Land oder indem ein Teil der Trennhinweise auf eine QR-Code-Seite ausgelagert wird, wo das zulässig ist. Wir schlagen ein Layout vor, das zur verfügbaren Fläche passt.',
          },
          {
            question: 'Brauchen Versandkartons auch eine Kennzeichnung?',
            answer:
              'In Italien gilt der Materialcode für alle Verpackungen, auch für Versandkartons. In Frankreich werden Versandverpackungen, die beim Verbraucher ankommen, in der Regel als Haushaltsverpackungen behandelt; maßgeblich sind die Hinweise Ihrer Éco-Organisation.',
          },
          {
            question: 'Ersetzt die PPWR das Triman?',
            answer:
              'Die PPWR führt einheitliche Sortierkennzeichen auf Basis der Materialzusammensetzung ein, frühestens ab August 2028. Nationale Kennzeichen dürften dann zurücktreten, bis dahin bleiben Triman und Info-tri in Frankreich Pflicht.',
          },
          {
            question: 'Brauche ich in Deutschland den Grünen Punkt?',
            answer:
              'Nein. Der Grüne Punkt hat nach dem Verpackungsgesetz keine rechtliche Funktion; er ist eine Marke und darf nur mit Lizenz des Inhabers verwendet werden. Rechtlich entscheidend sind Ihre LUCID-Registrierung und Ihr Vertrag mit einem dualen System.',
          },
        ],
      },
      { kind: 'articles', title: 'Neues zu Verpackungen', categoryId: 311, limit: 3 },
      {
        kind: 'cta',
        title: 'Schicken Sie uns ein Foto Ihrer Verpackung',
        text: 'Wir prüfen die Recycling-Kennzeichnung Ihrer aktuellen Verpackung kostenlos und zeigen, was in welchem Land fehlt oder falsch ist.',
        actions: [
          { label: 'Kostenlose Prüfung anfragen', href: '/de/ld/contactUs' },
          { label: 'EPR-Registrierung', href: '/de/compliance_service_epr#registration', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'design_for_recycling',
    title: 'Design for Recycling: kostenlose Bewertung der Recyclingfähigkeit Ihrer Verpackungen',
    description:
      'Bewerten Sie Verpackungen nach dem Mindeststandard (§ 21 VerpackG) und den PPWR-Klassen und senken Sie Lizenzentgelte in Deutschland und Frankreich.',
    keywords:
      'Design for Recycling, Recyclingfähigkeit, Bewertung Recyclingfähigkeit, Mindeststandard § 21 VerpackG, ZSVR, PPWR Recyclingklassen, Ökomodulation, Monomaterial-Verpackung',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Kostenloses Online-Tool',
        title: 'Wie recyclingfähig ist Ihre Verpackung? Jetzt prüfen, bevor Entgelte und PPWR entscheiden',
        lead: 'Recyclingfähigkeit wirkt sich schon heute auf Ihre Kosten aus: Duale Systeme müssen recyclingfähige Verpackungen nach § 21 VerpackG bei den Entgelten begünstigen, und französische Éco-Organisationen arbeiten mit Boni und Mali. Ab 2030 macht die EU-Verpackungsverordnung die Recyclingfähigkeit zur Voraussetzung für den Verkauf. Unser kostenloses Tool bewertet jede Komponente und zeigt die günstigsten Verbesserungen.',
        points: [
          'Bewertung je Komponente, nicht nur je Packung',
          'Auf Basis des deutschen Mindeststandards',
          'Ausblick auf die PPWR-Klassen A bis C',
          'Ein Bericht, den Sie an Ihren Verpackungslieferanten weitergeben können',
        ],
        actions: [
          { label: 'Kostenlose Bewertung anfragen', href: '/de/ld/contactUs' },
          { label: 'Recycling-Kennzeichnung', href: '/de/recycling_labels', style: 'secondary' },
        ],
      },
      {
        kind: 'figures',
        title: 'Wichtige Termine und Grenzen',
        items: [
          { value: '1. Sept.', label: 'Bis dahin veröffentlicht die ZSVR jährlich den Mindeststandard' },
          { value: '12.8.2026', label: 'Die PPWR, Verordnung (EU) 2025/40, gilt' },
          { value: '2030', label: 'Verpackungen müssen recyclingfähig sein (Klassen A bis C)' },
          { value: '50 %', label: 'maximaler Leerraumanteil bei E-Commerce-Verpackungen ab 2030' },
        ],
      },
      {
        kind: 'features',
        title: 'Warum sich Recyclingfähigkeit schon heute lohnt',
        items: [
          {
            title: 'Deutschland: § 21 VerpackG',
            text: 'Duale Systeme müssen ihre Entgelte so gestalten, dass recyclingfähige Verpackungen und der Einsatz von Rezyklaten belohnt werden. Die ZSVR veröffentlicht im Einvernehmen mit dem Umweltbundesamt jährlich den Mindeststandard zur Bemessung der Recyclingfähigkeit.',
            icon: 'recycle',
          },
          {
            title: 'Frankreich: ökomodulierte Entgelte',
            text: 'Éco-Organisationen wie Citeo gewähren Boni für recyclingfähige oder reduzierte Verpackungen und erheben Aufschläge für Elemente, die Sortierung und Recycling stören. Maßgeblich ist der aktuelle Tarif Ihrer Éco-Organisation.',
            icon: 'price',
          },
          {
            title: 'EU: Marktzugang ab 2030',
            text: 'Nach der PPWR dürfen Verpackungen, die nicht mindestens Klasse C erreichen, ab 2030 nicht mehr in Verkehr gebracht werden. Umstellungen brauchen Zeit, deshalb beginnt die Arbeit jetzt.',
            icon: 'law',
          },
          {
            title: 'Bessere Daten für Ihre EPR-Meldungen',
            text: 'Die Bewertung dokumentiert Materialien und Gewichte je Komponente, genau das, was Ihre Mengenmeldungen und eine Vollständigkeitserklärung brauchen.',
            icon: 'epr',
          },
        ],
      },
      {
        kind: 'table',
        title: 'Recyclingklassen nach der PPWR',
        intro:
          'Die PPWR ordnet Verpackungen nach ihrer bewerteten Recyclingfähigkeit, bezogen auf das Gewicht, in Leistungsklassen ein.',
        columns: ['Klasse', 'Recyclingfähigkeit', 'Inverkehrbringen'],
        rows: [
          ['A', 'mindestens 95 %', 'zulässig'],
          ['B', 'mindestens 80 %', 'zulässig'],
          ['C', 'mindestens 70 %', 'ab 2030 zulässig; ab 2038 nicht mehr als recyclingfähig anerkannt'],
          ['unter C', 'weniger als 70 %', 'ab 2030 unzulässig'],
        ],
        note: 'Die genauen Design-for-Recycling-Kriterien werden in delegierten Rechtsakten festgelegt; ab 2035 müssen Verpackungen zudem im großen Maßstab recycelt werden. Maßgeblich sind die jeweils aktuellen Rechtsakte der Kommission.',
      },
      {
        kind: 'features',
        title: 'Was die Bewertung betrachtet',
        items: [
          {
            title: 'Hauptmaterial',
            text: 'Papier, PE, PP, PET, Glas oder Metall, und ob es dafür einen Sortier- und Verwertungsweg gibt.',
            icon: 'recycle',
          },
          {
            title: 'Materialkombinationen',
            text: 'Papier-Kunststoff- und Aluminium-Kunststoff-Verbunde oder Mehrschichtfolien, die sich nicht trennen lassen.',
            icon: 'search',
          },
          {
            title: 'Farben und Druck',
            text: 'Rußschwarze Kunststoffe, die Sortieranlagen nicht erkennen, vollflächiger Druck und metallisierte Farben.',
            icon: 'label',
          },
          {
            title: 'Etiketten, Klebstoffe und Verschlüsse',
            text: 'Sleeves und Etiketten aus anderem Material, nicht ablösbare Klebstoffe, zu viel Kunststoffklebeband.',
            icon: 'manual',
          },
          {
            title: 'Füll- und Polstermaterial',
            text: 'Luftpolster und Schaumstoffe, die sich durch Papier ersetzen oder mit einem passenden Karton vermeiden lassen.',
            icon: 'leaf',
          },
          {
            title: 'Leerraum',
            text: 'Der Luftanteil in Versandkartons, den die PPWR für E-Commerce-Verpackungen begrenzt.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'So funktioniert es',
        items: [
          {
            title: 'Verpackungsart wählen',
            text: 'Verkaufsverpackung, Versandkarton, Versandtasche oder Füllmaterial.',
          },
          {
            title: 'Komponenten beschreiben',
            text: 'Material, Gewicht, Farbe, Druck und Etiketten je Bestandteil; Fotos helfen.',
          },
          {
            title: 'Ergebnis erhalten',
            text: 'Eine Gesamtbewertung, eine Mängelliste je Komponente und die voraussichtliche PPWR-Klasse.',
          },
          {
            title: 'Verbessern und neu bewerten',
            text: 'Setzen Sie die Vorschläge mit Ihrem Lieferanten um und vergleichen Sie das neue mit dem alten Design.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen zu Design for Recycling',
        items: [
          {
            question: 'Ist das Ergebnis ein offizielles Zertifikat?',
            answer:
              'Nein. Es ist eine fachliche Bewertung auf Basis veröffentlichter Design-for-Recycling-Grundsätze und des deutschen Mindeststandards. Die offizielle Einstufung nach der PPWR folgt den delegierten Rechtsakten der Kommission; formelle Recyclingfähigkeits-Gutachten bieten einige duale Systeme und Institute an.',
          },
          {
            question: 'Senkt eine bessere Bewertung meine Entgelte?',
            answer:
              'Häufig ja: Duale Systeme in Deutschland und Éco-Organisationen in Frankreich müssen recyclingfähige Verpackungen begünstigen, legen ihre Tarife aber selbst fest. Wir zeigen Ihnen die Änderungen mit der größten Wirkung.',
          },
          {
            question: 'Brauche ich nach der PPWR noch EPR-Registrierungen?',
            answer:
              'Ja. Die PPWR vereinheitlicht Vorgaben zu Design, Kennzeichnung und Abfallvermeidung, Registrierung und Entgelte bleiben aber bei den nationalen EPR-Systemen.',
          },
          {
            question: 'Ist die Bewertung wirklich kostenlos?',
            answer:
              'Ja. Kosten entstehen nur, wenn Sie uns mit einem vollständigen Verpackungsprojekt oder EPR-Registrierungen beauftragen. Ihre Verpackungsdaten behandeln wir vertraulich.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Machen Sie Ihre Verpackungen zukunftsfest',
        text: 'Von der Recyclingfähigkeit über die Kennzeichnung bis zur Verpackungsregistrierung in jedem Land planen wir alles gemeinsam mit Ihnen.',
        actions: [
          { label: 'Kostenlose Bewertung anfragen', href: '/de/ld/contactUs' },
          { label: 'EPR-Compliance', href: '/de/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'insight',
    title: 'Branchenwissen: Neues zu EPR, Verpackungsrecht und Marktplätzen',
    description:
      'Nachrichten und Analysen zu EPR, Verpackungsrecht, Elektrogeräten, Batterien und Marktplatzregeln in Europa, von unserem Beratungsteam in Hamburg.',
    keywords:
      'EPR Nachrichten, Verpackungsrecht, PPWR, EU-Batterieverordnung, BattDG, ElektroG, Amazon EPR, Marktplatz-Compliance, Branchenwissen',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Branchenwissen',
        title: 'Was sich ändert, wen es betrifft, was jetzt zu tun ist',
        lead: 'PPWR, EU-Batterieverordnung und BattDG verändern alle paar Monate, was Händler und Hersteller tun müssen. Unsere Beraterinnen und Berater fassen jede Neuerung verständlich zusammen, mit den entscheidenden Terminen und Links zu den offiziellen Quellen. Stöbern Sie nach Themen: Verpackungs-EPR, Elektrogeräte und Batterien sowie Marktneuigkeiten.',
        points: [
          'Geschrieben von EPR-Beratern aus der Praxis',
          'Termine und Fristen auf einen Blick',
          'Mit Links zu den offiziellen Quellen',
        ],
        actions: [
          { label: 'Frage zu einer Neuerung stellen', href: '/de/ld/contactUs' },
          { label: 'EPR-Compliance', href: '/de/compliance_service_epr', style: 'secondary' },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'case_studies',
    title: 'Fallstudien: Wie Hersteller und Händler aus Asien EPR-konform wurden',
    description:
      'Anonymisierte EPR-Projekte: Batterie- und WEEE-Nummern vor Amazon-Fristen, korrigierte Mengen, Ausstieg aus Pay on Behalf, Vollständigkeitserklärung.',
    keywords:
      'EPR Fallstudien, WEEE-Registrierung Beispiel, Batterieregistrierung Amazon, LUCID Korrektur, Pay on Behalf Frankreich, Bevollmächtigter Österreich, Vollständigkeitserklärung',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Fallstudien',
        title: 'Echte Projekte, anonymisiert',
        lead: 'Die meisten Mandanten kommen mit einer Marktplatzfrist, einem gesperrten Angebot oder einem Behördenschreiben zu uns. Diese sechs Projekte zeigen typische Ausgangslagen und wie wir sie gelöst haben. Die Namen bleiben vertraulich, die Fakten sind echt.',
        points: [
          'Batterien, Elektrogeräte, Verpackungen, Textilien und Möbel',
          'Deutschland, Frankreich, Spanien, Italien, Niederlande und Österreich',
          'Von der ersten Analyse bis zur akzeptierten Nummer im Marktplatz',
        ],
        actions: [deAnalysis, { ...deContact, style: 'secondary' }],
      },
      {
        kind: 'figures',
        title: 'Die Fälle in Zahlen',
        items: [
          { value: '6', label: 'auf dieser Seite beschriebene Projekte' },
          { value: '6', label: 'beteiligte Länder' },
          { value: '5', label: 'EPR-Kategorien: Verpackungen, Elektrogeräte, Batterien, Textilien, Möbel' },
          { value: '≤ 5', label: 'Werktage bis zur schriftlichen Pflichtenanalyse in jedem Fall' },
        ],
      },
      {
        kind: 'cases',
        title: 'Ausgewählte Projekte',
        items: [
          {
            title: 'Batterieregistrierungen in fünf Ländern vor der Amazon-Anfrage',
            client: 'Marke für tragbare Powerstations aus Dongguan',
            text: 'Verkäufe in Deutschland, Frankreich, Spanien, Italien und den Niederlanden mit nur einer deutschen Verpackungsregistrierung. Als Amazon im August 2025 Batterienummern verlangte, lag keine vor, und auch als Elektrogeräte waren die Powerstations nicht registriert.',
            result:
              'Pflichtenanalyse in vier Werktagen. Wir registrierten Elektrogeräte und Batterien in Deutschland als Bevollmächtigter und koordinierten die Batterieregistrierungen in den vier weiteren Ländern. Alle Nummern standen in Seller Central, bevor ein Angebot entfernt wurde.',
          },
          {
            title: 'Verpackungsmengen in Deutschland korrigiert',
            client: 'Modehändler aus Hangzhou',
            text: 'Die Verpackungsmengen des ersten Jahres waren geschätzt und lagen weit unter den tatsächlichen Lieferungen; die Zahlen in LUCID wichen zudem von der Meldung an das duale System ab.',
            result:
              'Wir berechneten die Verpackungsgewichte je Artikel aus den Bestelldaten neu, glichen LUCID und Systemmeldung an, lizenzierten die Fehlmenge nach und führten eine vierteljährliche Kontrolle ein.',
          },
          {
            title: 'Eine WEEE-Registrierung, drei Marken',
            client: 'Smart-Home-Hersteller aus Shenzhen',
            text: 'Das Unternehmen hatte eine Marke bei der stiftung ear registriert, verkaufte auf Amazon.de aber drei. Die Angebote der beiden nicht registrierten Marken wurden deaktiviert.',
            result:
              'Wir registrierten die fehlenden Marken und Gerätearten und erstellten eine Marken-Checkliste für künftige Produktstarts. Sobald die stiftung ear die Nummern erteilt hatte, waren die Angebote wieder online.',
          },
          {
            title: 'Raus aus Pay on Behalf in Frankreich',
            client: 'Möbel- und Heimtextilhändler aus Foshan',
            text: 'Ohne französische Kennnummern hatte Amazon den Händler für Verpackungen, Möbel und Textilien in Pay on Behalf aufgenommen; von jedem Verkauf wurden Öko-Beiträge einbehalten.',
            result:
              'Wir beschafften die UINs über Citeo, Ecomaison und Refashion, richteten die Erklärungen ein und hinterlegten die Nummern in Seller Central. Der Händler meldet und zahlt nun direkt an die Éco-Organisationen.',
          },
          {
            title: 'Österreich: Verkäufe, die niemand geplant hatte',
            client: 'Händler von Küchengeräten aus Ningbo',
            text: 'Bestellungen österreichischer Kunden wurden zwei Jahre lang aus deutschen Logistikzentren verschickt, ohne österreichische Registrierung und ohne Bevollmächtigten.',
            result:
              'Wir bestellten über unser Partnernetz einen österreichischen Bevollmächtigten für Verpackungen und Elektrogeräte, teilten die Mengen anhand der Bestellberichte nach Lieferland auf und meldeten auch die vergangenen Jahre nach.',
          },
          {
            title: 'Die erste Vollständigkeitserklärung',
            client: 'Elektronikhersteller aus Shenzhen mit eigenem Onlineshop',
            text: 'Durch die Versandkartons überschritt das Unternehmen die Schwelle von 50.000 kg für Papier, Pappe und Karton und bemerkte es erst im April.',
            result:
              'Wir stellten die Daten zusammen, beauftragten einen registrierten Sachverständigen und reichten die geprüfte Erklärung vor dem 15. Mai in LUCID ein, nachdem eine kleine Fehlmenge beim dualen System nachlizenziert war.',
          },
        ],
      },
      {
        kind: 'features',
        title: 'Was diese Fälle gemeinsam haben',
        items: [
          {
            title: 'Batterien und Elektrogeräte werden am häufigsten übersehen',
            text: 'Die Verpackungspflicht kennen die meisten. Dass ein Produkt mit eingebautem Akku zwei weitere Registrierungen braucht, wissen nur wenige.',
            icon: 'epr',
          },
          {
            title: 'Das Lieferland entscheidet, nicht das Lager',
            text: 'Grenzüberschreitende Bestellungen aus einem deutschen Lager lösen Pflichten im Lieferland aus.',
            icon: 'globe',
          },
          {
            title: 'Marken müssen übereinstimmen',
            text: 'Eine Nummer hilft nur, wenn sie die Marke und Kategorie des Angebots und den Firmennamen des Verkäuferkontos abdeckt.',
            icon: 'shield',
          },
          {
            title: 'Daten schlagen Schätzungen',
            text: 'Verpackungsgewichte je Artikel und Verkäufe je Lieferland erleichtern jede Meldung und jede Prüfung.',
            icon: 'calculator',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Kommt Ihnen einer dieser Fälle bekannt vor?',
        text: 'Nennen Sie uns Ihre Produkte und Märkte, und wir zeigen Ihnen kostenlos, wo Sie stehen.',
        actions: [deAnalysis, { ...deContact, style: 'secondary' }],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'ld-contactUs',
    title: 'Kontakt zu Recyvia',
    description:
      'Fragen zu EPR-Registrierung, Bevollmächtigtem, Kennzeichnung oder Markteintritt? Wir antworten innerhalb von 48 Stunden auf Deutsch, Englisch oder Mandarin.',
    keywords: 'Kontakt Recyvia, EPR-Beratung Hamburg, EPR Anfrage, Bevollmächtigter Anfrage, EPR Angebot',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Kontakt',
        title: 'Erzählen Sie uns von Ihren Produkten. Wir antworten innerhalb von 48 Stunden.',
        lead: 'Nutzen Sie das Formular unten für Fragen zu EPR-Registrierungen, zur Bevollmächtigung, zur Recycling-Kennzeichnung oder zum Markteintritt. Eine Beraterin oder ein Berater antwortet innerhalb von 48 Stunden, auf Deutsch, Englisch oder Mandarin. Je mehr wir über Ihre Produkte, Vertriebswege und Märkte wissen, desto genauer fällt die erste Antwort aus.',
        points: [
          'Antwort innerhalb von 48 Stunden',
          'Deutsch, Englisch und Mandarin',
          'Erste Einschätzung kostenlos und unverbindlich',
        ],
        actions: [deAnalysis],
      },
      {
        kind: 'features',
        title: 'Was in Ihre Anfrage gehört',
        items: [
          {
            title: 'Ihre Produkte',
            text: 'Produktarten, ob es sich um Elektrogeräte handelt oder Batterien enthalten sind, und ob Sie Textilien, Möbel oder Reifen verkaufen.',
            icon: 'compliance',
          },
          {
            title: 'Märkte und Vertriebswege',
            text: 'Die Länder, in die Sie liefern, und wie: Amazon FBA oder Paneuropäischer Versand, andere Marktplätze, eigener Shop, B2B.',
            icon: 'globe',
          },
          {
            title: 'Mengen',
            text: 'Grobe jährliche Stückzahlen oder Verpackungsgewichte je Land. Für eine erste Antwort genügen Schätzungen.',
            icon: 'calculator',
          },
          {
            title: 'Bestehende Registrierungen',
            text: 'Vorhandene Nummern wie LUCID, WEEE-Reg.-Nr. oder französische UINs, und wer sie heute betreut.',
            icon: 'epr',
          },
          {
            title: 'Hinweise und Fristen',
            text: 'Nachrichten von Marktplätzen oder Behördenschreiben mit ihrer Frist, damit wir priorisieren können.',
            icon: 'clock',
          },
          {
            title: 'Angaben zum Unternehmen',
            text: 'Ihr vollständiger Firmenname, genau wie im Verkäuferkonto, und eine Ansprechperson für Rückfragen.',
            icon: 'company',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'So geht es weiter',
        items: [
          {
            title: 'Sie senden das Formular',
            text: 'Sobald Ihre Nachricht verschickt ist, erhalten Sie eine Bestätigung.',
          },
          {
            title: 'Wir ordnen zu',
            text: 'Ihre Anfrage geht an das Team für Verpackungen, für Elektrogeräte und Batterien oder für den Markteintritt.',
          },
          {
            title: 'Antwort innerhalb von 48 Stunden',
            text: 'Per E-Mail oder Telefon, mit ersten Antworten und unseren Rückfragen.',
          },
          {
            title: 'Angebot',
            text: 'Ein schriftlicher Leistungsumfang mit festen Preisen. Sie entscheiden, ob Sie beauftragen.',
          },
        ],
      },
      {
        kind: 'features',
        title: 'Weitere Kontaktwege',
        items: [
          { title: 'Telefon', text: '+49 40 2286 5310, Montag bis Freitag 8:00-17:00 Uhr MEZ.', icon: 'phone' },
          { title: 'E-Mail', text: 'info@recyvia.eu für Anfragen und Unterlagen.', icon: 'mail' },
          {
            title: 'WeChat (Mandarin)',
            text: 'Unser Verbindungsbüro in Shenzhen antwortet von 9:00 bis 18:00 Uhr chinesischer Zeit; den Code finden Sie in der Seitenleiste.',
            icon: 'chat',
          },
          {
            title: 'Partnerschaften',
            text: 'partners@recyvia.eu für Dienstleister, Logistikunternehmen und Verbände.',
            icon: 'team',
          },
          { title: 'Besuch', text: 'Große Elbstraße 145, 22767 Hamburg, nach Terminvereinbarung.', icon: 'globe' },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Ist das Erstgespräch kostenlos?',
            answer:
              'Ja. Die erste Einschätzung und das Angebot sind kostenlos; Kosten entstehen erst mit Ihrer Beauftragung.',
          },
          {
            question: 'Kann ich auch außerhalb der Geschäftszeiten schreiben?',
            answer:
              'Ja. Nachrichten vom Wochenende oder von Feiertagen bearbeiten wir ab dem nächsten Werktag in der Reihenfolge des Eingangs.',
          },
          {
            question: 'Was passiert mit meinen Daten?',
            answer:
              'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten und den erteilten Auftrag auszuführen. Einzelheiten finden Sie in unserer Datenschutzerklärung.',
          },
        ],
      },
    ],
  },
  {
    platform: 'EU',
    lang: 'de',
    key: 'ld-aboutUs',
    title: 'Über Recyvia',
    description:
      'Die Recyvia Compliance GmbH ist eine EPR-Beratung und Bevollmächtigter aus Hamburg, die Hersteller und Marktplatzhändler aus Asien in ganz Europa betreut.',
    keywords: 'Über Recyvia, EPR-Beratung Hamburg, Bevollmächtigter Deutschland, stiftung ear, EPR-Dienstleister',
    blocks: [
      {
        kind: 'hero',
        eyebrow: 'Über uns',
        title: 'EPR-Beratung aus Hamburg für Hersteller und Händler aus Asien',
        lead: 'Die Recyvia Compliance GmbH wurde 2021 in Hamburg gegründet, als das Verpackungsgesetz und das französische AGEC-Gesetz die Herstellerverantwortung zum Thema für jeden Marktplatz machten. Wir registrieren Verpackungen, Elektrogeräte und Batterien in ganz Europa, sind Bevollmächtigter nach ElektroG und BattDG und erklären jede Anforderung auf Deutsch, Englisch oder Mandarin.',
        points: [
          'Deutsche GmbH mit Registrierung bei der stiftung ear',
          'Registrierungen auf Ihren Firmennamen',
          'Beratung in Hamburg, Verbindungsbüro in Shenzhen',
          'Feste Jahrespauschalen je Land und Kategorie',
        ],
        actions: [deAnalysis, deCases],
      },
      {
        kind: 'figures',
        items: [
          { value: '2.400+', label: 'betreute Hersteller und Händler aus Asien' },
          { value: '12', label: 'europäische Märkte inklusive Großbritannien' },
          { value: '9.800+', label: 'verwaltete EPR-Registrierungen' },
          { value: '3', label: 'Arbeitssprachen: Deutsch, Englisch und Mandarin' },
        ],
      },
      {
        kind: 'features',
        title: 'Was wir tun',
        items: [
          {
            title: 'EPR-Registrierung und Meldungen',
            text: 'Verpackungen, Elektrogeräte, Batterien, Textilien und Möbel in jedem Lieferland, mit fristgerechten Mengenmeldungen.',
            icon: 'epr',
          },
          {
            title: 'Bevollmächtigter',
            text: 'In Deutschland im eigenen Namen, in Österreich und weiteren Mitgliedstaaten über geprüfte Partner.',
            icon: 'shield',
          },
          {
            title: 'Kennzeichnung und Verpackungsdesign',
            text: 'Prüfung von Druckvorlagen auf Triman und italienische Kennzeichnung sowie Bewertungen der Recyclingfähigkeit nach dem deutschen Mindeststandard.',
            icon: 'label',
          },
          {
            title: 'Markteintritt',
            text: 'Firmengründung, Steuern, Visa und Marketing für Mandanten, die einen Standort in Deutschland oder Südkorea aufbauen.',
            icon: 'globe',
          },
        ],
      },
      {
        kind: 'features',
        title: 'Unsere Teams',
        items: [
          {
            title: 'EPR-Compliance-Team',
            text: 'Verpackungsregistrierungen, Mengenmeldungen und Vollständigkeitserklärungen in Deutschland und Europa.',
            icon: 'team',
          },
          {
            title: 'Elektrogeräte und Batterien',
            text: 'Registrierungen bei der stiftung ear, Bevollmächtigung, Batteriekategorien und Rücknahmepflichten.',
            icon: 'epr',
          },
          {
            title: 'Regulatory Affairs',
            text: 'Verfolgt PPWR, Batterieverordnung und nationale Gesetze und schreibt unsere Fachbeiträge.',
            icon: 'law',
          },
          {
            title: 'Verbindungsbüro Shenzhen',
            text: 'Mandarin-sprachige Betreuung zur chinesischen Geschäftszeit, in direkter Abstimmung mit unseren Hamburger Beratern.',
            icon: 'chat',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'Wie wir arbeiten',
        items: [
          {
            title: 'Erst die Analyse',
            text: 'Vor jedem Auftrag eine schriftliche Pflichtenanalyse, damit Sie nur kaufen, was das Gesetz verlangt.',
          },
          {
            title: 'Ihre Nummern, Ihr Name',
            text: 'Registrierungen erfolgen auf Ihren Firmennamen direkt bei LUCID, stiftung ear, SYDEREP und weiteren Registern.',
          },
          {
            title: 'Ein Kalender',
            text: 'Alle Meldungen und Verlängerungen in einem Plan, mit Erinnerung zwei Wochen vor jeder Frist.',
          },
          {
            title: 'Quellen offen gelegt',
            text: 'Jede Empfehlung nennt ihre Rechtsgrundlage oder den offiziellen Hinweis dahinter.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Lassen Sie uns auf Ihre Produkte schauen',
        text: 'Eine kostenlose Pflichtenanalyse ist der schnellste Weg, um herauszufinden, ob wir der richtige Partner für Sie sind.',
        actions: [deAnalysis, { ...deContact, style: 'secondary' }],
      },
    ],
  },
];

export const euPages: PageSeed[] = [...enPages, ...dePages];
