import { z } from 'zod';
import { defineCall } from './call.ts';
import { empty, nullableText } from './common.ts';
import { routes } from './route.ts';
import { channelNoParam, deviceIdParam } from './system.ts';

/**
 * Center gateway (spec section 7), agreements, channels and registration rewards.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

export const agreementWire = z.object({
  id: z.number().int(),
  agreementType: z.string(),
  title: z.string(),
  version: z.string(),
  /** HTML. */
  content: z.string(),
  effectiveDate: z.string(),
});

export const listNewestAgreement = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/sysAgreement/listNewestAgreement',
  body: z
    .object({
      agreementTypes: z
        .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'agreement type must be a short identifier'))
        .min(1, 'at least one agreement type')
        .max(10, 'at most 10 agreement types'),
    })
    .strict(),
  data: z.array(agreementWire),
  auth: 'none',
  summary: 'The newest version of each requested agreement (user agreement, privacy policy, ...)',
});

export const channelPageConfigWire = z.object({
  channelNo: z.string(),
  channelName: z.string(),
  title: nullableText,
  subtitle: nullableText,
  bannerImg: nullableText,
  buttonText: nullableText,
  buttonUrl: nullableText,
  /** Whether the registration guide widget may show this channel's reward packages. */
  showRegisterAward: z.boolean(),
});

export const getChannelPageConfig = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/channelPageConfig/merc/getConfig',
  query: z.object({ channelNo: channelNoParam }).strict(),
  data: channelPageConfigWire.nullable(),
  auth: 'none',
  summary: "A channel's landing-page config, or null for an unknown channel",
});

export const registerAwardWire = z.object({
  awardType: z.literal([0, 1, 2, 3, 4]),
  discountType: z.number().int(),
  awardMoney: z.number(),
  count: z.number().int(),
  awardScore: z.number().int(),
  couponTypeText: z.string(),
});

export const registerAwardPackageWire = z.object({
  platform: z.string(),
  awardList: z.array(registerAwardWire),
});

export const getRegisterAward = defineCall({
  ...routes.getRegisterAward,
  query: z
    .object({
      channelNo: channelNoParam.optional(),
      deviceId: deviceIdParam,
      reqType: z.literal(1, 'reqType must be 1'),
    })
    .strict(),
  data: z.array(registerAwardPackageWire),
  summary: 'Reward packages of the registration guide widget (failures are ignored by the site)',
});

export const listChannels = defineCall({
  method: 'GET',
  base: '/api',
  path: '/channel/sysChannelManagelist/allList',
  query: empty,
  data: z.array(z.object({ channelNo: z.string(), channelName: z.string(), platform: nullableText })),
  auth: 'none',
  summary: 'Every enabled channel code with its name',
});

/** An opaque login token or JWT: no slash, so it fits one path segment. */
const tokenParam = z.string().regex(/^[A-Za-z0-9._~-]{16,1024}$/, 'invalid token');

export const checkToken = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/merc/token/{token}',
  params: z.object({ token: tokenParam }).strict(),
  data: z.object({ valid: z.boolean(), mercNo: nullableText, expiresAt: nullableText }),
  auth: 'none',
  summary:
    "Check a login token (the spec's 'GET {token}'); the spec shows only the token: " +
    'GET /business/merc/token/{token} is ours',
});
