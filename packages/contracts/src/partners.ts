import { z } from 'zod';
import { defineCall } from './call.ts';
import { empty, idParam, nullableText } from './common.ts';
import { routes } from './route.ts';

/**
 * Center gateway (spec section 7), partners, introducers and the ecology centre.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

export const partnerWire = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  category: z.string(),
  description: z.string(),
  linkUrl: nullableText,
});

export const introducerWire = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  name: z.string(),
  avatar: nullableText,
  title: z.string(),
  introduction: z.string(),
});

export const getEcologyCenter = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getEcologyCenter',
  query: empty,
  data: z.array(z.object({ category: z.string(), partners: z.array(partnerWire) })),
  auth: 'none',
  summary: 'The partner ecosystem, grouped by category',
});

export const getPartnersInfoById = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialPartnersInfo/getPartnersInfoById',
  query: z.object({ id: idParam }).strict(),
  data: partnerWire.extend({ content: z.string(), introducers: z.array(introducerWire) }),
  auth: 'none',
  summary: 'One partner with its page content and introducers (/ld/cooperative/{friendId})',
});

export const getIntroducerById = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialPartnersIntroducer/getIntroducerById',
  query: z.object({ id: idParam }).strict(),
  data: introducerWire,
  auth: 'none',
  summary: "One partner introducer's profile",
});

export const getByKey = defineCall({
  ...routes.getByKey,
  query: z
    .object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, 'key must be a 1-64 character identifier') })
    .strict(),
  /** null when the brand has no value for the key (no row of its own and none of every brand). */
  data: z.object({ key: z.string(), value: z.json() }).nullable(),
  summary: 'One remote configuration value by key, or null when the brand has none',
});
