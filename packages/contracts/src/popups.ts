import { z } from 'zod';
import { popupConfigWire } from './business.ts';
import { defineCall } from './call.ts';
import { empty, idParam } from './common.ts';
import { routes } from './route.ts';

/**
 * Center gateway (spec section 7), pop-ups: the official site's pop-up, its preview, display counts and banner clicks.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

/** Activity status of spec section 4. */
export const ActivityStatus = { notStarted: 0, processing: 1, over: 2 } as const;
export const activityStatus = z.literal([0, 1, 2]);

export const incrPopupCount = defineCall({
  ...routes.incrPopupCount,
  body: z.object({ id: idParam, incrViewCount: z.literal(1, 'incrViewCount must be 1') }).strict(),
  data: z.null(),
  summary: 'Count one display of an activity pop-up (campaign modal)',
});

export const getOfficialPopupBox = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox',
  query: empty,
  data: popupConfigWire.nullable(),
  auth: 'none',
  summary: "The brand's official-website pop-up box, or null when none is live",
});

/** The answer to a preview token that is not the brand's and the id's, or has expired (403). */
export const POPUP_PREVIEW_INVALID = '预览链接无效或已过期，请重新生成';

/**
 * A pop-up preview's token (the gateway's popup-preview.ts): its expiry in Unix seconds, a dot, and the base64url
 * HMAC-SHA-256 that binds it to the brand and the pop-up id. Operators make one with `npm run popup:preview`.
 */
export const popupPreviewToken = z.string().regex(/^\d{1,12}\.[\w-]{43}$/, POPUP_PREVIEW_INVALID);

export const getPopUpConfig = defineCall({
  ...routes.getPopUpConfig,
  query: z
    .object({ id: idParam.optional(), previewToken: popupPreviewToken.optional() })
    .strict()
    .refine((query) => query.previewToken === undefined || query.id !== undefined, {
      message: 'previewToken needs the id it was made for',
      path: ['id'],
    }),
  data: popupConfigWire.nullable(),
  summary:
    'One pop-up config: with an id, that live config, or with a preview token any config of the id whatever its ' +
    'dates (the preview); without, the current one; ' +
    'the spec shows no method or path: GET /business/admin/sysNotifyPopupBoxConfig/getPopUpConfig is ours',
});

export const popupBoxRecordBanner = defineCall({
  ...routes.popupBoxRecordBanner,
  body: z
    .object({
      id: idParam,
      incrViewCount: z.literal(1, 'incrViewCount must be 1').optional(),
      incrClickCount: z.literal(1, 'incrClickCount must be 1').optional(),
      /** The preview's token: counts a pop-up that is not live (yet). */
      previewToken: popupPreviewToken.optional(),
    })
    .strict()
    .refine((v) => (v.incrViewCount ?? 0) + (v.incrClickCount ?? 0) === 1, {
      message: 'send exactly one of incrViewCount or incrClickCount',
    }),
  data: z.null(),
  summary:
    'Count a view or a button click of a live pop-up, or of any with its preview token; ' +
    'the spec shows no method or path: POST /business/admin/sysNotifyPopupBoxConfig/popupBoxRecordBanner is ours',
});
