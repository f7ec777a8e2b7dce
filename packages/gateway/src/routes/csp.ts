import { ResultCode, security } from '@site/contracts';
import { Hono } from 'hono';
import type { z } from 'zod';
import { clientKey, hashAddress } from '../client-address.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { describeIssues, sendFail } from '../http.ts';
import { addressSecretOf } from '../limits.ts';
import { type CspReportRow, insertCspReports } from '../repositories/csp-reports.ts';

/** What a stored report keeps of a text field: cut to the column's length, control characters dropped. */
const cut = (value: string | undefined, max: number): string | null => {
  if (value === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const text = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return text.slice(0, max);
};

/** The page address without its query and fragment (they may carry what a visitor typed). */
const pageOf = (value: string | undefined): string => {
  const text = value ?? '';
  return (cut(text.split(/[?#]/, 1)[0], 2048) ?? '') || 'unknown';
};

type Body = z.output<typeof security.reportCspViolation.body>;

const rowsOf = (body: Body): Omit<CspReportRow, 'platform' | 'userAgent' | 'addressHash'>[] => {
  if (!Array.isArray(body)) {
    const r = body['csp-report'];
    return [
      {
        documentUri: pageOf(r['document-uri']),
        directive: cut(r['effective-directive'] ?? r['violated-directive'], 200) ?? 'unknown',
        blockedUri: cut(r['blocked-uri'], 2048),
        sourceFile: cut(r['source-file'], 2048),
        lineNumber: r['line-number'] ?? null,
        sample: cut(r['script-sample'], 200),
        disposition: cut(r.disposition, 10),
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map(({ url, body: r }) => ({
      documentUri: pageOf(r.documentURL ?? url),
      directive: cut(r.effectiveDirective, 200) ?? 'unknown',
      blockedUri: cut(r.blockedURL, 2048),
      sourceFile: cut(r.sourceFile, 2048),
      lineNumber: r.lineNumber ?? null,
      sample: cut(r.sample, 200),
      disposition: cut(r.disposition, 10),
    }));
};

/**
 * The CSP violation report call (`/api/csp/report`): the guard has read the body (at most 8 KB, JSON,
 * `application/csp-report` or `application/reports+json`); the reports are validated with the contract and stored
 * with the brand, the user agent and the client address's keyed hash. Answers 204: browsers ignore the answer.
 */
export const cspRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const secretOf = addressSecretOf(deps);
  const call = security.reportCspViolation;

  app.post(call.path.replace(/^\/csp/, ''), async (c) => {
    const parsed = call.body.safeParse(JSON.parse(await c.req.text()));
    if (!parsed.success) return sendFail(c, ResultCode.badRequest, describeIssues(parsed.error));
    const address = clientKey(c, deps.trustProxy ?? false);
    const addressHash = address === undefined ? null : hashAddress(await secretOf(), address).slice(0, 32);
    const userAgent = cut(c.req.header('user-agent'), 500);
    await insertCspReports(
      deps.db,
      rowsOf(parsed.data).map((row) => ({ ...row, platform: c.var.platform, userAgent, addressHash })),
    );
    return c.body(null, 204);
  });

  return app;
};
