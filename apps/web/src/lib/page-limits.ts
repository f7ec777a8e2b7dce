/**
 * Per-client limits of the site's own costly routes (issue 22, finding 3): the questionnaire's result page (rendered
 * on every request) and its PDF (Chromium) render through the in-process gateway, whose calls carry no client
 * address, so the call limits never saw them: 30 parallel loops of one client pinned both cores. server.ts asks
 * this guard before Next.js renders such a route: counted per client address (an IPv6 client by its /64) in the
 * gateway's table (PAGE_LIMITS) and limiter, and at most `atOnce` of them in flight per client in this process (one
 * PDF: Chromium prints two at a time for everyone); over either the answer is 429 with Retry-After and the calls'
 * message (the PDF button shows it). The printer's own requests of the result page (lib/printer.ts) are not
 * counted: the download that caused them was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Messages } from '@site/contracts/envelope';
import { type HostMap, platformForHost } from '@site/contracts/hosts';
import { originOfRequest } from '@site/contracts/local-developer';
import type { PageLimit, PageLimitName } from '@site/gateway/limits';
import type { RateDecision } from '@site/gateway/rate-limit';
import { isPrinterRequest, PRINTER_HEADER } from './printer.ts';
import { resolveRoute } from './site-routes.ts';

const LIMITED: Readonly<Record<string, PageLimitName>> = {
  '/~/questionAnswer': 'reportPage',
  '/~/questionAnswer/pdf': 'reportPdf',
};

/** The page limit a request's route counts against, or null. */
export const pageLimitOf = (host: string | undefined, pathname: string, hostMap: HostMap): PageLimitName | null => {
  const resolution = resolveRoute(platformForHost(host, hostMap), pathname);
  return resolution.kind === 'page' ? (LIMITED[resolution.match.route.pattern] ?? null) : null;
};

/**
 * The guard's options. The gateway's table (PAGE_LIMITS), its client key (limitKeyOf) and its counting come from
 * server.ts, the web app's one importer of the gateway (docs/code-map.md): this module takes their types only.
 */
export interface PageGuardOptions {
  hostMap: HostMap;
  trustProxy: boolean;
  /** PAGE_LIMITS (their `atOnce`). */
  limits: Readonly<Record<PageLimitName, Pick<PageLimit, 'atOnce'>>>;
  /** The client key of an address (limitKeyOf: an IPv6 client by its /64). */
  keyOf: (address: string) => string;
  limitPage: (name: PageLimitName, address: string) => Promise<RateDecision>;
  log: (message: string) => void;
}

/**
 * Returns a guard: `serve` runs at once for a route without a limit and for the printer's requests, after the count
 * for a limited one when allowed; else a 429 is sent. A failing limiter lets the request through (logged).
 */
export const createPageGuard = ({ hostMap, trustProxy, limits, keyOf, limitPage, log }: PageGuardOptions) => {
  /** Requests in flight per route and client key. */
  const inFlight = new Map<string, number>();
  /**
   * Clients refused by the limiter, until their Retry-After (per route and client key; at most 10,000, the oldest
   * forgotten): a flood is refused from memory, without two counter writes per request in the database.
   */
  const refusedUntil = new Map<string, number>();
  const refuse = (res: ServerResponse, retryAfterSeconds: number) => {
    res.writeHead(429, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    });
    res.end(Messages.tooManyRequests);
  };
  return (req: IncomingMessage, res: ServerResponse, pathname: string, serve: () => void): void => {
    const printer = isPrinterRequest(req.headers[PRINTER_HEADER]);
    delete req.headers[PRINTER_HEADER];
    const name = printer ? null : pageLimitOf(req.headers.host, pathname, hostMap);
    const address = name ? originOfRequest(req.headers, req.socket.remoteAddress, trustProxy).address : undefined;
    if (!name || !address) {
      serve();
      return;
    }
    const slot = `${name}|${keyOf(address)}`;
    const until = refusedUntil.get(slot);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) {
        refuse(res, Math.ceil(left / 1000));
        return;
      }
      refusedUntil.delete(slot);
    }
    const running = inFlight.get(slot) ?? 0;
    if (running >= limits[name].atOnce) {
      refuse(res, 5);
      return;
    }
    inFlight.set(slot, running + 1);
    res.once('close', () => {
      const left = (inFlight.get(slot) ?? 1) - 1;
      if (left > 0) inFlight.set(slot, left);
      else inFlight.delete(slot);
    });
    limitPage(name, address).then(
      (decision) => {
        if (decision.allowed) return serve();
        refusedUntil.delete(slot);
        refusedUntil.set(slot, Date.now() + decision.retryAfterSeconds * 1000);
        if (refusedUntil.size > 10_000) refusedUntil.delete(refusedUntil.keys().next().value as string);
        refuse(res, decision.retryAfterSeconds);
      },
      (error: unknown) => {
        log(`page limit ${name}: ${String(error)}`);
        serve();
      },
    );
  };
};
