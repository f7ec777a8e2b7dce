import type { PlatformSeed } from '../../types.ts';

/**
 * XM (code 10): overseas company registration, accounting and audit, company
 * secretarial services. Hong Kong-based, traditional Chinese (zh-TW) throughout;
 * its own pages live under /cht/. The header carries the fixed product-services
 * menu of spec section 2 (typeKey 'productServices'). The mainland filing numbers
 * belong to its Shenzhen Qianhai affiliate, which operates the mainland-hosted site.
 */
export const platform: PlatformSeed[] = [
  {
    code: '10',
    key: 'XM',
    label: '信邁出海',
    labelEn: 'XM Global Corporate Services',
    locale: 'zh-TW',
    prefixedLocales: [],
    companyName: '信邁企業服務（香港）有限公司',
    copyright: 'Copyright © 2019-2026 信邁企業服務（香港）有限公司 版權所有',
    filingNo: '粵ICP備2020117652號-1',
    policeFilingNo: '粵公網安備44030502006142號',
    licence: '香港信託或公司服務提供者牌照：TC006418 ｜ 香港公司編號：2856731',
    seo: {
      title: '信邁出海 - 香港公司註冊_海外公司年審_會計審計_公司秘書一站式服務',
      description:
        '信邁出海為跨境電商及出海企業提供香港、美國、英國、法國、新加坡、BVI及塞舌爾公司註冊，公司年審、會計做帳與核數審計、香港及離岸銀行開戶、持牌公司秘書服務，已服務逾12,000家出海企業。',
      keywords:
        '香港公司註冊,美國公司註冊,英國公司註冊,新加坡公司註冊,BVI公司註冊,香港公司年審,香港核數審計,香港銀行開戶,公司秘書,利得稅申報,出海企業服務',
    },
    contact: {
      phone: '400-869-3310',
      businessCooperation: '+852 3705 2618',
      email: 'service@xmglobal.hk',
      address: '香港九龍尖沙咀廣東道33號中港城第二座15樓1503室',
      hours: '週一至週五 9:30-18:30（香港時間）',
    },
    home: {
      hero: {
        eyebrow: '香港持牌公司秘書 · 出海企業的第一站',
        title: '海外公司註冊與財稅合規，一站辦妥',
        subtitle:
          '香港、美國、英國、法國、新加坡、BVI及塞舌爾公司註冊，配套銀行開戶、會計審計、公司秘書與每年年審，專屬顧問全程跟進，讓您的跨境生意從第一天起合規經營。',
        primaryCta: { label: '免費諮詢', path: '/ld/contactUs' },
        secondaryCta: { label: '新客優惠', path: '/cht/hot/newcomerActivities' },
        stats: [
          { value: '12,000+', label: '服務出海企業' },
          { value: '7 大', label: '熱門註冊地' },
          { value: '1 個工作天', label: '香港公司最快下證' },
          { value: '7 年', label: '持牌秘書服務經驗' },
        ],
      },
      services: {
        title: '產品服務',
        subtitle: '從公司成立到每年維護，覆蓋出海企業全生命週期的公司事務',
        items: [
          {
            title: '香港公司註冊',
            desc: '經公司註冊處電子平台遞交，最快1個工作天取得公司註冊證明書及商業登記證，包含註冊地址、法團成立表格及首年公司秘書。',
            icon: 'company',
            path: '/cht/Incorporation/IncorporationHK',
            tags: ['最快1個工作天', '含註冊地址'],
          },
          {
            title: '美國公司註冊',
            desc: '特拉華州、懷俄明州、加州等多州可選，代辦EIN聯邦稅號與註冊代理人（Registered Agent），滿足亞馬遜美國站、Stripe收款主體要求。',
            icon: 'company',
            path: '/cht/Incorporation/IncorporationUSA',
            tags: ['代辦EIN', '多州可選'],
          },
          {
            title: '英國公司註冊',
            desc: '於Companies House註冊私人股份有限公司（Ltd），約3-5個工作天完成，可銜接英國VAT註冊與年度Confirmation Statement申報。',
            icon: 'company',
            path: '/cht/Incorporation/IncorporationYG',
          },
          {
            title: '新加坡公司註冊',
            desc: '於ACRA註冊私人有限公司，可提供本地常駐董事與註冊地址，協助申請企業所得稅初創豁免，打開東南亞市場。',
            icon: 'globe',
            path: '/cht/Incorporation/IncorporationXJP',
          },
          {
            title: '公司年審',
            desc: '香港公司周年申報表（NAR1）須於成立週年日後42天內遞交，同步續期商業登記證、更新重要控制人登記冊，逾期罰款一次講清。',
            icon: 'clock',
            path: '/cht/annualReview/annualReviewHK',
            tags: ['到期提醒', '避免罰款'],
          },
          {
            title: '會計審計',
            desc: '香港公司每年須經執業會計師審計賬目並申報利得稅，兩級制稅率首200萬港元利潤8.25%、其後16.5%；支援離岸收入豁免申請。',
            icon: 'audit',
            path: '/cht/accountingAudit',
            tags: ['做帳報稅', '離岸豁免'],
          },
          {
            title: '銀行開戶',
            desc: '協助開立香港傳統銀行及虛擬銀行企業帳戶，並對接Airwallex、萬里匯等跨境收款平台，開戶前由顧問預審資料、模擬面談。',
            icon: 'bank',
            path: '/cht/bankAccount',
          },
          {
            title: '秘書服務',
            desc: '持牌信託或公司服務提供者擔任公司秘書，代管法定記錄冊、處理股權轉讓、董事變更及周年申報，讓公司持續合規。',
            icon: 'secretary',
            path: '/cht/secretaryServices',
          },
        ],
      },
      advantagesTitle: '為什麼選擇信邁出海',
      process: {
        title: '五步完成海外公司設立',
        steps: [
          { title: '需求諮詢', desc: '顧問了解您的業務模式、收款方式與目標市場，推薦最合適的註冊地與公司架構。' },
          { title: '查冊核名', desc: '免費查詢擬用公司名稱是否可用，確認股東、董事及重要控制人資料。' },
          { title: '簽署文件', desc: '線上完成實名認證與電子簽署，全程無需親身赴港，資料經秘書團隊逐項覆核。' },
          { title: '註冊下證', desc: '遞交註冊處審批，取得公司註冊證明書、商業登記證及公司鋼印、股票簿等全套文件。' },
          { title: '開戶與維護', desc: '安排銀行開戶，並納入年審、做帳審計與秘書服務日曆，到期前30天主動提醒。' },
        ],
      },
      registerBanner: {
        title: '註冊即享新客禮遇',
        text: '新用戶註冊即可領取香港公司註冊優惠券及首年秘書服務折扣，更可免費獲取《2026出海公司架構指南》。',
        button: '立即註冊',
      },
      news: { title: '出海學院 · 最新資訊' },
    },
    advantages: [
      {
        title: '持牌合規經營',
        desc: '持有香港公司註冊處發出的信託或公司服務提供者牌照，秘書服務及客戶盡職審查均按《打擊洗錢條例》要求執行。',
        icon: 'shield',
      },
      {
        title: '七地一站式',
        desc: '香港、美國、英國、法國、新加坡、BVI及塞舌爾註冊與年審統一管理，一位顧問對接全部海外公司事務。',
        icon: 'globe',
      },
      {
        title: '會計師團隊把關',
        desc: '合作香港執業會計師事務所出具核數報告，做帳、審計、利得稅申報同一團隊完成，數據前後一致。',
        icon: 'audit',
      },
      {
        title: '收費透明',
        desc: '政府費用與服務費分開列示，報價即最終價格，年審及秘書續費提前告知，不設隱藏收費。',
        icon: 'price',
      },
      {
        title: '到期主動提醒',
        desc: '周年申報、商業登記續期、利得稅報稅表等關鍵日期自動排程，到期前30天及7天兩次提醒。',
        icon: 'clock',
      },
    ],
    menus: [
      { label: '首頁', path: '/' },
      {
        label: '產品服務',
        typeKey: 'productServices',
        description: '海外公司註冊、年審、會計審計、銀行開戶與秘書服務',
        children: [
          {
            label: '公司註冊',
            description: '香港、美國、英國、法國、新加坡公司註冊',
            children: [
              { label: '香港公司註冊', path: '/cht/Incorporation/IncorporationHK', description: '最快1個工作天下證' },
              { label: '美國公司註冊', path: '/cht/Incorporation/IncorporationUSA', description: '多州可選，代辦EIN' },
              {
                label: '英國公司註冊',
                path: '/cht/Incorporation/IncorporationYG',
                description: 'Companies House註冊Ltd公司',
              },
              {
                label: '法國公司註冊',
                path: '/cht/Incorporation/IncorporationFR',
                description: 'SAS / SARL公司設立與Kbis',
              },
              {
                label: '新加坡公司註冊',
                path: '/cht/Incorporation/IncorporationXJP',
                description: 'ACRA註冊，可提供本地董事',
              },
            ],
          },
          {
            label: '公司年審',
            description: '香港、美國、英國、新加坡公司年審',
            children: [
              {
                label: '香港公司年審',
                path: '/cht/annualReview/annualReviewHK',
                description: '周年申報表與商業登記續期',
              },
              { label: '美國公司年審', path: '/cht/annualReview/annualReviewUSA', description: '州年度報告與特許稅' },
              {
                label: '英國公司年審',
                path: '/cht/annualReview/annualReviewYG',
                description: 'Confirmation Statement與年度賬目',
              },
              {
                label: '新加坡公司年審',
                path: '/cht/annualReview/annualReviewXJP',
                description: 'ACRA年度申報與股東週年大會',
              },
            ],
          },
          { label: '會計審計', path: '/cht/accountingAudit', description: '做帳、核數審計與利得稅申報' },
          { label: '銀行開戶', path: '/cht/bankAccount', description: '香港銀行及跨境收款帳戶' },
          { label: '秘書服務', path: '/cht/secretaryServices', description: '持牌公司秘書與法定記錄管理' },
        ],
      },
      { label: '熱門活動', path: '/cht/hot/newcomerActivities', description: '新客專享註冊優惠與服務禮包' },
      {
        label: '出海學院',
        path: '/cht/xmsailSchool',
        description: '公司、財稅與行業知識庫',
        children: [
          { label: '公司百科', path: '/cht/xmsailSchool/companyEncy', description: '各地公司類型、註冊條件與維護要求' },
          {
            label: '財稅百科',
            path: '/cht/xmsailSchool/FinanceTaxEncy',
            description: '利得稅、離岸豁免、審計與稅務居民身份',
          },
          { label: '行業資訊', path: '/cht/xmsailSchool/industryInfo', description: '跨境電商與出海行業最新動態' },
          { label: '出海趨勢', path: '/cht/xmsailSchool/trends', description: '各國政策變化與出海市場觀察' },
        ],
      },
      { label: '常見問題', path: '/cht/commonQuestion', description: '註冊、年審、開戶與報稅常見疑問' },
      { label: '聯繫我們', path: '/ld/contactUs', description: '留言後48小時內專人回覆' },
    ],
    footer: [
      {
        kind: 'function',
        title: '熱門服務',
        items: [
          { label: '香港公司註冊', value: '/cht/Incorporation/IncorporationHK' },
          { label: '美國公司註冊', value: '/cht/Incorporation/IncorporationUSA' },
          { label: '新加坡公司註冊', value: '/cht/Incorporation/IncorporationXJP' },
          { label: '香港公司年審', value: '/cht/annualReview/annualReviewHK' },
          { label: '會計審計', value: '/cht/accountingAudit' },
          { label: '銀行開戶', value: '/cht/bankAccount' },
          { label: '秘書服務', value: '/cht/secretaryServices' },
          { label: '出海學院', value: '/cht/xmsailSchool' },
        ],
      },
      {
        kind: 'contactInformation',
        title: '聯繫我們',
        items: [
          { label: '服務熱線', value: '400-869-3310' },
          { label: '商務合作', value: '+852 3705 2618' },
          { label: '官方電郵', value: 'service@xmglobal.hk' },
          { label: '公司地址', value: '香港九龍尖沙咀廣東道33號中港城第二座15樓1503室' },
          { label: '服務時間', value: '週一至週五 9:30-18:30（香港時間）' },
        ],
      },
      {
        kind: 'blogroll',
        title: '友情鏈接',
        items: [
          { label: '香港公司註冊處', value: 'https://www.cr.gov.hk' },
          { label: '香港稅務局', value: 'https://www.ird.gov.hk' },
          { label: '香港會計師公會', value: 'https://www.hkicpa.org.hk' },
          { label: '新加坡會計與企業管制局 ACRA', value: 'https://www.acra.gov.sg' },
          {
            label: '英國公司註冊處 Companies House',
            value: 'https://www.gov.uk/government/organisations/companies-house',
          },
          { label: '美國國稅局 IRS', value: 'https://www.irs.gov' },
        ],
      },
      {
        kind: 'qrcode',
        title: '關注我們',
        items: [
          { label: '微信公眾號', value: 'qr:https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=xmglobal-hk' },
          { label: '企業微信顧問', value: 'qr:https://work.weixin.qq.com/kfid/kfc-xm-consult' },
        ],
      },
      {
        kind: 'bottom',
        title: '法律聲明',
        items: [
          { label: '私隱政策', value: '/custom/privacy-policy' },
          { label: '服務條款', value: '/custom/terms-of-service' },
          { label: '免責聲明', value: '/custom/disclaimer' },
          { label: '粵ICP備2020117652號-1', value: 'https://beian.miit.gov.cn/' },
        ],
      },
    ],
    suspended: [
      {
        name: '線上顧問',
        icon: 'chat',
        hoverImage: 'qr:https://work.weixin.qq.com/kfid/kfc-xm-consult',
      },
      { name: '新客優惠', icon: 'gift', linkUrl: '/cht/hot/newcomerActivities' },
      { name: '常見問題', icon: 'faq', linkUrl: '/cht/commonQuestion' },
      { name: '聯繫我們', icon: 'phone', linkUrl: '/ld/contactUs' },
    ],
    more: {
      title: '更多服務',
      items: [
        { kind: 'contactUs', label: '聯繫我們', value: '/ld/contactUs', extra: '留言後48小時內回覆' },
        { kind: 'preSaleTelephone', label: '售前諮詢', value: '400-869-3310', extra: '香港直線 +852 3705 2618' },
        { kind: 'qrcode', label: '掃碼添加出海顧問', value: 'qr:https://work.weixin.qq.com/kfid/kfc-xm-advisor' },
      ],
    },
    search: [
      { name: '香港公司註冊', path: '/cht/Incorporation/IncorporationHK', hot: true },
      { name: '美國公司註冊', path: '/cht/Incorporation/IncorporationUSA', hot: true },
      { name: '香港公司年審', path: '/cht/annualReview/annualReviewHK', hot: true },
      { name: '香港核數審計', path: '/cht/accountingAudit', hot: true },
      { name: '香港銀行開戶', path: '/cht/bankAccount', hot: true },
      { name: '英國公司註冊', path: '/cht/Incorporation/IncorporationYG' },
      { name: '法國公司註冊', path: '/cht/Incorporation/IncorporationFR' },
      { name: '新加坡公司註冊', path: '/cht/Incorporation/IncorporationXJP' },
      { name: 'BVI公司註冊', path: '/cht/Incorporation/IncorporationBVI' },
      { name: '塞舌爾公司註冊', path: '/cht/Incorporation/IncorporationSSE' },
      { name: '美國公司年審', path: '/cht/annualReview/annualReviewUSA' },
      { name: '英國公司年審', path: '/cht/annualReview/annualReviewYG' },
      { name: '新加坡公司年審', path: '/cht/annualReview/annualReviewXJP' },
      { name: 'BVI公司年審', path: '/cht/annualReview/annualReviewBVI' },
      { name: '塞舌爾公司年審', path: '/cht/annualReview/annualReviewSSE' },
      { name: '利得稅申報', path: '/cht/accountingAudit' },
      { name: '公司秘書服務', path: '/cht/secretaryServices' },
      { name: '常見問題', path: '/cht/commonQuestion' },
    ],
    compliance: false,
  },
];
