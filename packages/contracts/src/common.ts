import { z } from 'zod';

/** Wire shapes shared by several calls. Field names are the spec's, exactly. */

export const platformCode = z
  .string()
  .regex(/^(0[0-9]|1[0-9]|20|EU|KR|CS)$/, 'unknown platform code')
  .describe('platform code, e.g. 00 or EU');

/** A row id: a positive 32-bit integer (a JSON number in a body; plain decimal text in a query or path). */
/** The query of a call that takes none. */
export const empty = z.object({}).strict();
/** A text field that may be null on the wire. */
export const nullableText = z.string().nullable();

export const idParam = z.number('须为正整数').int('须为正整数').positive('须为正整数').max(2_147_483_647, '数值过大');

/** 0/1 flags as the original backend sends them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

export const pageQuery = z.object({
  pageNum: z.number('页码须为整数').int('页码须为整数').min(1, '页码为1-10000').max(10_000, '页码为1-10000').default(1),
  pageSize: z
    .number('每页条数须为整数')
    .int('每页条数须为整数')
    .min(1, '每页条数为1-100')
    .max(100, '每页条数为1-100')
    .default(10),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(item),
  });

/** A divPageList entry: the right panel of a mega-menu. */
export const divPageWire = z.object({
  id: z.number().int(),
  navigationName: z.string(),
  navigationTitle: z.string(),
  navigationIcon: z.string(),
  hadeUrl: z.string().nullable(),
  pageType: z.number().int().nullable(),
});

export const menuRelationWire = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  img: z.string().nullable(),
  linkUrl: z.string().nullable(),
});

export interface MenuItemWire {
  id: number;
  typeName: string;
  typeValueOne: string;
  typeValueTow: string | null;
  typeValueThree: string | null;
  typeValueFour: string | null;
  typeValueFive: string | null;
  pageType: number | null;
  delIs: 0 | 1;
  sort: number;
  parentId: number | null;
  isEnable: 0 | 1;
  lang: string;
  mainId: number | null;
  divPageList: z.infer<typeof divPageWire>[];
  menuRelationList: z.infer<typeof menuRelationWire>[];
  children: MenuItemWire[];
}

export const menuItemWire: z.ZodType<MenuItemWire> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    typeName: z.string(),
    typeValueOne: z.string(),
    typeValueTow: z.string().nullable(),
    typeValueThree: z.string().nullable(),
    typeValueFour: z.string().nullable(),
    typeValueFive: z.string().nullable(),
    pageType: z.number().int().nullable(),
    delIs: flag,
    sort: z.number().int(),
    parentId: z.number().int().nullable(),
    isEnable: flag,
    lang: z.string(),
    mainId: z.number().int().nullable(),
    divPageList: z.array(divPageWire),
    menuRelationList: z.array(menuRelationWire),
    children: z.array(menuItemWire),
  }),
);

/** A block with typeValueOne..Five and subsetList items (footer data, the 'more' panel). */
export const subsetItemWire = z.object({
  id: z.number().int(),
  typeValueOne: z.string(),
  typeValueTow: z.string().nullable(),
  typeValueThree: z.string().nullable().optional(),
  typeValueFive: z.string().nullable().optional(),
});

export const blockWire = z.object({
  id: z.number().int(),
  typeValueOne: z.string(),
  typeValueTow: z.string().nullable(),
  typeValueThree: z.string().nullable(),
  typeValueFour: z.string().nullable(),
  typeValueFive: z.string().nullable(),
  subsetList: z.array(subsetItemWire),
});

export const productWire = z.object({
  id: z.number().int(),
  serviceType: z.number().int(),
  serviceTypeName: z.string(),
  country: z.number().int(),
  countryName: z.string(),
  productName: z.string(),
  unitPrice: z.number(),
  discountPrice: z.number(),
  priceUnit: z.string(),
});
