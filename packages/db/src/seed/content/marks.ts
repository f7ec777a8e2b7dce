/**
 * The sample trademark registry: SAMPLE DATA, not any office's records. Every mark and owner here is invented (common
 * words in invented owners' hands, or coinages), so that the search pages can show each matcher at work before real
 * office files are imported with `npm run marks:import`. Rows are stored with source 'sample', their numbers start
 * with S (no office numbers that way), and the search call answers `sample: true` whenever they are listed.
 *
 * The hand-written neighbours below come in clusters, one per matcher; the generated rest (generateMarks with its
 * own seed) fills the registry to a few thousand marks across classes and offices.
 */
import type { MarkRecord } from '../../marks/generator.ts';

type Sample = Omit<MarkRecord, 'number' | 'registrationNumber'>;

export const SAMPLE_GENERATED_COUNT = 3000;
export const SAMPLE_GENERATED_SEED = 8_202_608;

const sample = (
  office: Sample['office'],
  mark: string,
  classes: number[],
  owner: string,
  status = 'registered',
  filed: string | null = '2019-06-03',
): Sample => ({
  office,
  mark,
  classes,
  owner,
  status,
  filed,
});

/** Confusable neighbours: for each, the query that should find it and the matcher that does is in the comment. */
export const sampleNeighbours: Sample[] = [
  // Exact after normalisation: BLUE WAVE = Blue-Wave = ＢＬＵＥ　ＷＡＶＥ = bluewave.
  sample('US', 'BLUE WAVE', [9, 42], 'Harbor Current Audio LLC', 'registered', '2017-02-14'),
  sample('EU', 'Blue-Wave', [25], 'Ondazul Moda S.L.', 'registered', '2020-09-01'),
  sample('CN', 'BLUEWAVE', [11], 'Ningbo Lanbo Appliance Co., Ltd.', 'pending', '2024-03-18'),
  // Phonetic: FONE ~ PHONE, KWIK ~ QUICK.
  sample('UK', 'FONE', [9, 38], 'Fonewell Telecom Ltd', 'registered', '2016-05-23'),
  sample('US', 'PHONEO', [9], 'Phoneo Devices Inc.', 'pending', '2023-08-08'),
  sample('US', 'KWIK', [35, 43], 'Kwik Lane Stores LLC', 'registered', '2012-10-30'),
  sample('UK', 'KWIKFIX', [37], 'Kwikfix Home Repairs Ltd', 'registered', '2018-04-11'),
  sample('EU', 'QUIKLY', [39], 'Quikly Logistik GmbH', 'pending', '2024-01-15'),
  // Visual (trigram and edit distance): NETFLARE ~ NETFLAIR ~ NETFLEER, LUMORA ~ LUMURA.
  sample('US', 'NETFLARE', [38, 41], 'Flarestream Media Inc.', 'registered', '2015-07-07'),
  sample('WIPO', 'NETFLAIR', [9], 'Netflair SA', 'registered', '2019-11-19'),
  sample('EU', 'LUMORA', [3], 'Lumora Cosmetici S.r.l.', 'registered', '2014-03-27'),
  sample('JP', 'LUMURA', [3, 44], 'Lumura Biyou K.K.', 'pending', '2023-12-05'),
  // Component: SUNRAY inside SUNRAY HOME and SUNRAY OUTDOOR LIVING, and the reverse.
  sample('US', 'SUNRAY', [11], 'Sunray Lighting Works LLC', 'registered', '2010-01-12'),
  sample('EU', 'SUNRAY HOME', [20, 24], 'Casa Solare B.V.', 'registered', '2018-06-29'),
  sample('UK', 'SUNRAY OUTDOOR LIVING', [20, 22], 'Sunray Garden Co Ltd', 'pending', '2024-05-02'),
  sample('CN', 'PANDA PEAK KIDS', [25, 28], 'Yiwu Xiongfeng Toys Co., Ltd.', 'registered', '2021-02-22'),
  // Consonant skeleton: STRIPE ~ STRYPE ~ STRAIP.
  sample('EU', 'STRYPE', [25], 'Strype Textil GmbH', 'registered', '2019-09-16'),
  sample('US', 'STRAIP', [18], 'Straip Leatherworks LLC', 'pending', '2022-11-01'),
  sample('UK', 'KORVEL', [9], 'Korvel Systems Ltd', 'registered', '2017-08-21'),
  // Pinyin: 龙腾 ~ LONGTENG, 美佳 ~ MEIJIA ~ 美家.
  sample('CN', '龙腾', [9, 12], 'Shenzhen Longteng Technology Co., Ltd.', 'registered', '2013-04-09'),
  sample('US', 'LONGTENG', [12], 'Longteng Motors USA Inc.', 'registered', '2016-10-24'),
  sample('CN', '龙腾科技', [42], 'Guangzhou Longteng Software Co., Ltd.', 'pending', '2024-06-13'),
  sample('CN', '美佳', [21], 'Foshan Meijia Housewares Co., Ltd.', 'registered', '2011-12-01'),
  sample('EU', 'MEIJIA', [21, 8], 'Meijia Europe S.r.l.', 'registered', '2020-02-17'),
  sample('CN', '美家优选', [35], 'Hangzhou Meijia E-commerce Co., Ltd.', 'pending', '2024-09-09'),
  sample('JP', '乐康', [5, 10], 'Lekang Pharma K.K.', 'registered', '2018-07-30'),
  // Digits that stand for letters: L1TEWAVE ~ LITEWAVE, GL0WUP ~ GLOWUP.
  sample('US', 'L1TEWAVE', [9, 11], 'Litewave Optics LLC', 'registered', '2015-05-05'),
  sample('UK', 'GL0WUP', [3], 'Glowup Beauty Ltd', 'pending', '2023-10-10'),
  // Diacritics: CAFÉ SOLÉ = CAFE SOLE.
  sample('EU', 'CAFÉ SOLÉ', [30, 43], 'Café Solé SAS', 'registered', '2012-03-14'),
  // The start weighs more: ZENTRIX ~ ZENTRIA (same start) before TRIXEN.
  sample('US', 'ZENTRIX', [9, 42], 'Zentrix Labs Inc.', 'registered', '2019-01-22'),
  sample('EU', 'ZENTRIA', [42], 'Zentria Software GmbH', 'pending', '2024-02-28'),
  sample('WIPO', 'TRIXEN', [9], 'Trixen AG', 'registered', '2017-05-18'),
  // Related goods and services: AQUAVIVA water (32), wine (33), café (43).
  sample('EU', 'AQUAVIVA', [32], 'Fonte Viva S.p.A.', 'registered', '2011-08-08'),
  sample('US', 'AQUA VIVA', [33], 'Vivavine Cellars LLC', 'registered', '2014-09-23'),
  sample('JP', 'AQUAVIVA', [43], 'Aquaviva Cafe K.K.', 'abandoned', '2009-04-01'),
  // Dead marks still listed (their status says so): expired and abandoned.
  sample('US', 'TRAILMATE', [25, 18], 'Trailmate Outfitters LLC', 'expired', '2001-03-03'),
  sample('UK', 'TRAILMAYT', [28], 'Mayt Sports Ltd', 'abandoned', '2019-07-07'),
  // Classes a cross-border seller meets most: phone accessories, pet goods, kitchen, beauty.
  sample('CN', 'VOLTIQ', [9], 'Shenzhen Woltai Electronics Co., Ltd.', 'registered', '2020-05-20'),
  sample('US', 'VOLTEEK', [9], 'Volteek Power Inc.', 'pending', '2024-04-04'),
  sample('EU', 'PAWSOME NEST', [18, 20, 31], 'Pawsome Nest GmbH', 'registered', '2018-12-12'),
  sample('US', 'PAWSUM', [31], 'Pawsum Pet Foods LLC', 'registered', '2016-06-16'),
  sample('CN', 'KITCHENOVA', [21, 11], 'Yangjiang Kexin Kitchenware Co., Ltd.', 'registered', '2019-03-03'),
  sample('UK', 'KITCHEN NOVA', [21], 'Nova Kitchen Supplies Ltd', 'pending', '2024-07-21'),
  sample('WIPO', 'GLOWORA', [3], 'Glowora Pty Ltd', 'registered', '2021-01-11'),
  sample('US', 'SUNNYRAY', [11], 'Sunnyray Solar LLC', 'registered', '2013-02-02'),
  sample('EU', 'SUN-RAY', [9], 'Sunray Elettronica S.r.l.', 'expired', '2002-10-10'),
  // Meaning: MOON ~ LUNA (Spanish and Italian for moon), SOLEIL ~ SUN.
  sample('EU', 'LUNA', [3, 14], 'Luna Cosmetica S.L.', 'registered', '2015-04-14'),
  sample('WIPO', 'SOLEIL', [11], 'Soleil Lumière SAS', 'registered', '2018-09-27'),
  // Look-alike characters: 己知 ~ 已知 (one stroke apart).
  sample('CN', '已知', [9, 42], 'Hangzhou Yizhi Software Co., Ltd.', 'registered', '2020-08-18'),
  // Traditional and simplified: 门 ~ 門.
  sample('CN', '門', [6, 19], 'Foshan Menye Doors Co., Ltd.', 'registered', '2017-03-06'),
];
