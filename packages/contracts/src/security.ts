import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The Content-Security-Policy violation reports browsers send (the site's policy names this call in `report-uri`
 * and, through the Reporting-Endpoints header, `report-to`). The sender is the browser, not our client, and browsers
 * add fields over the years: the report objects are loose (unknown keys kept out of storage, not refused), unlike
 * every other body. Text fields are bounded by the body limit (8 KB) and cut to the stored lengths by the gateway.
 */

const count = z.number().int().min(0).max(2_147_483_647);

/** `application/csp-report` (CSP2 `report-uri`): one violation under "csp-report". */
export const legacyCspReport = z
  .object({
    'csp-report': z.looseObject({
      'document-uri': z.string(),
      'violated-directive': z.string().optional(),
      'effective-directive': z.string().optional(),
      'blocked-uri': z.string().optional(),
      'source-file': z.string().optional(),
      'line-number': count.optional(),
      'column-number': count.optional(),
      'script-sample': z.string().optional(),
      disposition: z.string().optional(),
      referrer: z.string().optional(),
      'original-policy': z.string().optional(),
      'status-code': count.optional(),
    }),
  })
  .strict();

/** One report of the Reporting API (`application/reports+json`, CSP3 `report-to`); other types are ignored. */
export const reportingApiReport = z.looseObject({
  type: z.string().max(100),
  url: z.string().optional(),
  age: count.optional(),
  user_agent: z.string().optional(),
  body: z.looseObject({
    documentURL: z.string().optional(),
    effectiveDirective: z.string().optional(),
    blockedURL: z.string().optional(),
    sourceFile: z.string().optional(),
    lineNumber: count.optional(),
    columnNumber: count.optional(),
    sample: z.string().optional(),
    disposition: z.string().optional(),
    referrer: z.string().optional(),
    originalPolicy: z.string().optional(),
    statusCode: count.optional(),
  }),
});

/** The media types browsers send reports as; both are read as JSON. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;

export const reportCspViolation = defineCall({
  method: 'POST',
  base: '/api',
  path: '/csp/report',
  /** One violation is well under 2 KB with the site's policy; a Reporting API batch holds a few. */
  maxBodyBytes: 8 * 1024,
  bodyTypes: CSP_REPORT_TYPES,
  body: z.union([legacyCspReport, z.array(reportingApiReport).min(1).max(20)]),
  data: z.null(),
  auth: 'none',
  summary: 'Store the Content-Security-Policy violations a browser reports (answers 204 without a body)',
});
