/**
 * Pairs of Nice classes whose goods or services buyers often take to come from one source, so that a similar mark
 * in the other class of a pair still raises the risk (likelihood of confusion weighs the relatedness of the goods
 * and services, not the class numbers: TMEP 1207.01). Symmetric: a row holds for both orders.
 *
 * `confidence`: 'high' when the USPTO itself names the pair; 'medium' when a named secondary source quotes the
 * USPTO's coordinated-class list, or the TMEP discusses the kind of pair; 'low' for this project's own judgement
 * (goods commonly made by one maker or sold side by side on marketplaces), which no source here confirms.
 */
export interface RelatedClasses {
  a: number;
  b: number;
  confidence: 'high' | 'medium' | 'low';
  /** Why, in a few words (English). */
  basis: string;
  sources: readonly string[];
}

const USPTO_COORDINATED =
  'USPTO, "Using coordinated classes in your federal trademark search" (uspto.gov, trademarks/search): class 25 is coordinated with 14, 18 and 35';
const REVISION_LEGAL =
  'Revision Legal, "Trademark Law: What are Coordinated Classes and Why are They Helpful?" (revisionlegal.com), quoting the USPTO coordinated-class list for classes 10 and 25';
const TMEP_GOODS_SERVICES =
  'TMEP 1207.01(a)(ii), goods versus services: goods and the services that sell, use or provide them can be related';
const TMEP_FOOD_RESTAURANT =
  'TMEP 1207.01(a)(ii)(A), food and beverage products versus restaurant services: related only with "something more" (section number as recalled, not re-checked here)';
const JUDGEMENT = 'Project judgement: commonly made by the same makers or sold side by side by cross-border sellers';

export const RELATED_CLASSES: readonly RelatedClasses[] = [
  { a: 25, b: 14, confidence: 'high', basis: 'clothing and jewellery', sources: [USPTO_COORDINATED, REVISION_LEGAL] },
  {
    a: 25,
    b: 18,
    confidence: 'high',
    basis: 'clothing and bags, leather goods',
    sources: [USPTO_COORDINATED, REVISION_LEGAL],
  },
  {
    a: 25,
    b: 35,
    confidence: 'high',
    basis: 'clothing and retail store services for it',
    sources: [USPTO_COORDINATED, REVISION_LEGAL],
  },
  { a: 25, b: 24, confidence: 'medium', basis: 'clothing and fabrics', sources: [REVISION_LEGAL] },
  { a: 10, b: 5, confidence: 'medium', basis: 'medical apparatus and pharmaceuticals', sources: [REVISION_LEGAL] },
  { a: 10, b: 44, confidence: 'medium', basis: 'medical apparatus and medical services', sources: [REVISION_LEGAL] },
  { a: 10, b: 35, confidence: 'medium', basis: 'medical apparatus and retail services', sources: [REVISION_LEGAL] },
  {
    a: 29,
    b: 43,
    confidence: 'medium',
    basis: 'processed foods and restaurant services',
    sources: [TMEP_FOOD_RESTAURANT],
  },
  { a: 30, b: 43, confidence: 'medium', basis: 'coffee, tea, bakery goods and cafes', sources: [TMEP_FOOD_RESTAURANT] },
  { a: 32, b: 43, confidence: 'medium', basis: 'beer, soft drinks and bars', sources: [TMEP_FOOD_RESTAURANT] },
  { a: 33, b: 43, confidence: 'medium', basis: 'wines, spirits and bars', sources: [TMEP_FOOD_RESTAURANT] },
  { a: 3, b: 35, confidence: 'medium', basis: 'cosmetics and their retail sale', sources: [TMEP_GOODS_SERVICES] },
  { a: 9, b: 35, confidence: 'medium', basis: 'electronics and their retail sale', sources: [TMEP_GOODS_SERVICES] },
  { a: 14, b: 35, confidence: 'medium', basis: 'jewellery and its retail sale', sources: [TMEP_GOODS_SERVICES] },
  { a: 18, b: 35, confidence: 'medium', basis: 'bags and their retail sale', sources: [TMEP_GOODS_SERVICES] },
  { a: 20, b: 35, confidence: 'medium', basis: 'furniture and its retail sale', sources: [TMEP_GOODS_SERVICES] },
  { a: 21, b: 35, confidence: 'medium', basis: 'housewares and their retail sale', sources: [TMEP_GOODS_SERVICES] },
  {
    a: 28,
    b: 35,
    confidence: 'medium',
    basis: 'toys, sporting goods and their retail sale',
    sources: [TMEP_GOODS_SERVICES],
  },
  {
    a: 9,
    b: 42,
    confidence: 'medium',
    basis: 'downloadable software and software as a service',
    sources: [TMEP_GOODS_SERVICES],
  },
  {
    a: 9,
    b: 38,
    confidence: 'medium',
    basis: 'communication devices and telecommunication services',
    sources: [TMEP_GOODS_SERVICES],
  },
  { a: 3, b: 44, confidence: 'medium', basis: 'cosmetics and beauty salon services', sources: [TMEP_GOODS_SERVICES] },
  { a: 5, b: 44, confidence: 'medium', basis: 'pharmaceuticals and medical services', sources: [TMEP_GOODS_SERVICES] },
  { a: 12, b: 37, confidence: 'medium', basis: 'vehicles and their repair', sources: [TMEP_GOODS_SERVICES] },
  {
    a: 28,
    b: 41,
    confidence: 'low',
    basis: 'games, sporting goods and entertainment, sports services',
    sources: [TMEP_GOODS_SERVICES, JUDGEMENT],
  },
  { a: 16, b: 41, confidence: 'low', basis: 'printed matter and education', sources: [TMEP_GOODS_SERVICES, JUDGEMENT] },
  {
    a: 31,
    b: 44,
    confidence: 'low',
    basis: 'live plants, animals and agricultural or veterinary services',
    sources: [TMEP_GOODS_SERVICES, JUDGEMENT],
  },
  { a: 39, b: 43, confidence: 'low', basis: 'travel arrangement and hotels', sources: [JUDGEMENT] },
  { a: 3, b: 5, confidence: 'low', basis: 'cosmetics and medicated skin care', sources: [JUDGEMENT] },
  { a: 3, b: 21, confidence: 'low', basis: 'cosmetics and cosmetic brushes, applicators', sources: [JUDGEMENT] },
  { a: 3, b: 8, confidence: 'low', basis: 'cosmetics and razors, nail clippers', sources: [JUDGEMENT] },
  { a: 9, b: 11, confidence: 'low', basis: 'electronics and LED lighting', sources: [JUDGEMENT] },
  { a: 9, b: 28, confidence: 'low', basis: 'game software, gaming accessories and games', sources: [JUDGEMENT] },
  { a: 9, b: 14, confidence: 'low', basis: 'smart watches and watches', sources: [JUDGEMENT] },
  { a: 9, b: 15, confidence: 'low', basis: 'audio equipment and musical instruments', sources: [JUDGEMENT] },
  { a: 9, b: 34, confidence: 'low', basis: 'batteries, chargers and electronic cigarettes', sources: [JUDGEMENT] },
  { a: 7, b: 8, confidence: 'low', basis: 'power tools and hand tools', sources: [JUDGEMENT] },
  { a: 7, b: 11, confidence: 'low', basis: 'kitchen machines and cooking appliances', sources: [JUDGEMENT] },
  { a: 7, b: 21, confidence: 'low', basis: 'kitchen machines and kitchen utensils', sources: [JUDGEMENT] },
  { a: 8, b: 21, confidence: 'low', basis: 'cutlery, kitchen knives and kitchenware', sources: [JUDGEMENT] },
  { a: 11, b: 21, confidence: 'low', basis: 'cooking appliances and cookware', sources: [JUDGEMENT] },
  { a: 14, b: 18, confidence: 'low', basis: 'jewellery and handbags, fashion accessories', sources: [JUDGEMENT] },
  { a: 14, b: 26, confidence: 'low', basis: 'jewellery and hair ornaments', sources: [JUDGEMENT] },
  { a: 25, b: 26, confidence: 'low', basis: 'clothing and haberdashery, hair accessories', sources: [JUDGEMENT] },
  { a: 25, b: 28, confidence: 'low', basis: 'sportswear and sporting goods', sources: [JUDGEMENT] },
  { a: 20, b: 21, confidence: 'low', basis: 'furniture, storage and housewares', sources: [JUDGEMENT] },
  { a: 20, b: 24, confidence: 'low', basis: 'mattresses, pillows and bedding', sources: [JUDGEMENT] },
  { a: 24, b: 27, confidence: 'low', basis: 'home textiles and rugs', sources: [JUDGEMENT] },
  { a: 22, b: 23, confidence: 'low', basis: 'fibres and yarns', sources: [JUDGEMENT] },
  { a: 23, b: 24, confidence: 'low', basis: 'yarns and fabrics', sources: [JUDGEMENT] },
  { a: 6, b: 19, confidence: 'low', basis: 'metal and non-metal building materials', sources: [JUDGEMENT] },
  { a: 6, b: 20, confidence: 'low', basis: 'metal hardware and furniture fittings', sources: [JUDGEMENT] },
  { a: 18, b: 31, confidence: 'low', basis: 'pet collars, leashes and pet food', sources: [JUDGEMENT] },
  { a: 5, b: 31, confidence: 'low', basis: 'veterinary preparations and animal food', sources: [JUDGEMENT] },
  { a: 28, b: 31, confidence: 'low', basis: 'pet toys and pet food', sources: [JUDGEMENT] },
  { a: 29, b: 30, confidence: 'low', basis: 'processed foods and staple foods, snacks', sources: [JUDGEMENT] },
  { a: 29, b: 31, confidence: 'low', basis: 'processed and fresh foods', sources: [JUDGEMENT] },
  { a: 30, b: 32, confidence: 'low', basis: 'tea, coffee drinks and soft drinks', sources: [JUDGEMENT] },
  { a: 32, b: 33, confidence: 'low', basis: 'beer and wines, spirits', sources: [JUDGEMENT] },
  { a: 4, b: 11, confidence: 'low', basis: 'candles and lamps', sources: [JUDGEMENT] },
  { a: 16, b: 9, confidence: 'low', basis: 'printed and downloadable publications', sources: [JUDGEMENT] },
];

export type ClassRelation = 'same' | 'related' | 'unrelated' | 'unknown';

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const BY_PAIR = new Map(RELATED_CLASSES.map((r) => [key(r.a, r.b), r]));

/** The table's row for a pair of classes, in either order, or undefined. */
export const relatedRow = (a: number, b: number): RelatedClasses | undefined => BY_PAIR.get(key(a, b));

/** The classes the table relates to a class, most confident first, then by number. */
export const relatedClassesOf = (n: number): { class: number; confidence: RelatedClasses['confidence'] }[] => {
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return RELATED_CLASSES.filter((r) => r.a === n || r.b === n)
    .map((r) => ({ class: r.a === n ? r.b : r.a, confidence: r.confidence }))
    .sort((x, y) => rank[x.confidence] - rank[y.confidence] || x.class - y.class);
};
