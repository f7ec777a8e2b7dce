/**
 * The HTML of a page's static sections (lib/static-html.ts), handed from the server component that renders it to the
 * island that puts it in the page, without passing through the flight data (issue 27). On a document request the
 * flight data is rendered to HTML on the server and then sent again, whole, inside the page's scripts for the
 * browser: a result page's report (about 110 KB of HTML) was in the page twice, and building the script copy (decode,
 * JSON, escape, encode) made several large strings per render, each born in the old generation and each bringing the
 * next full garbage collection nearer. Now the server component leaves its HTML in this request's slots and sends
 * only a token; the island reads the HTML from the slots when it is rendered to HTML on the server, and from the page
 * itself in the browser (ui/static-island.tsx). A request for flight data alone (the client router's) has no
 * slots: the HTML goes in the flight data, as before.
 *
 * The slots live in an AsyncLocalStorage kept on globalThis: server.ts and each route's bundle load their own copy of
 * this module, and the island (a client component, bundled for the browser too) reads them by the same symbol
 * without importing anything of Node's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDocumentCandidate } from './document-csp.ts';

/** Shared with ui/static-island.tsx, which reads `getStore()?.get(token)` by this symbol. */
const STATIC_SLOTS = Symbol.for('site.staticSlots');

type Slots = Map<string, string>;

const storage = (): AsyncLocalStorage<Slots> => {
  const holder = globalThis as { [STATIC_SLOTS]?: AsyncLocalStorage<Slots> };
  holder[STATIC_SLOTS] ??= new AsyncLocalStorage<Slots>();
  return holder[STATIC_SLOTS];
};

/**
 * Runs `render` with slots when the request asks for a document (a GET or HEAD of a page, not flight data); the slots
 * are emptied once the answer is done, so nothing a render left outlives its request.
 */
export const withStaticSlots = (req: IncomingMessage, res: ServerResponse, render: () => void): void => {
  const method = (req.method ?? 'GET').toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || !isDocumentCandidate(req, (req.url ?? '/').split('?', 1)[0] ?? '/')) {
    render();
    return;
  }
  const slots: Slots = new Map();
  // One listener more than the response's others (Next.js alone adds ten 'close' listeners to a page's answer).
  res.setMaxListeners(res.getMaxListeners() + 1);
  res.once('close', () => slots.clear());
  storage().run(slots, render);
};

/**
 * Leaves `html` in this request's slots and returns its token, or null when this render has no slots (flight data
 * for the client router, or a render outside a request): then the HTML must travel in the flight data.
 */
export const putStaticSlot = (html: string): string | null => {
  const slots = storage().getStore();
  if (!slots) return null;
  const token = randomUUID();
  slots.set(token, html);
  return token;
};
