/**
 * The script-src of an HTML document, computed from the HTML as it leaves the server (server.ts, harden()): the
 * page is the same for every visitor (and is cached), so its policy is a list of hashes of the inline scripts it
 * contains, never a per-request nonce. Next.js inlines its RSC payload (`self.__next_f.push(...)`), the Turbopack
 * bootstrap and React's streaming helpers; each gets its 'sha256-…'. Parser-inserted `<script src>` tags would be
 * refused under 'strict-dynamic' (it ignores 'self'), so each becomes a small inline loader, hashed like the rest,
 * that inserts the same script: trusted through 'strict-dynamic', as are the chunks and the video player's script
 * the loaded scripts insert later. The loader names its own file: no hash allows loading anything else. A
 * `<link rel=preload as=script>` is refused the same way, so those hints are dropped (the whole HTML arrives at
 * once). The loaders stand at the end of the body: an inline script waits for the stylesheets before it, so loaders
 * in the head held the parser until the CSS had come, and the body was parsed only then (see docs/decisions.md, "The
 * loaders at the end of the body"). zod's `new Function` probe is kept off in the browser (instrumentation-client.ts).
 *
 * A document answer is buffered until its end (streamed pages too: the header must name the scripts of the whole
 * body before the first byte), then compressed here (gzip) when the visitor accepts it: Next.js's compression is
 * kept off for page requests (harden() hides Accept-Encoding from it), and an answer that comes compressed anyway
 * is decompressed first.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, gzip, inflate } from 'node:zlib';
import { documentCsp, REPORTING_ENDPOINTS } from './security-headers.ts';

/** Script types the browser runs (a data block such as application/ld+json is neither run nor checked). */
const isRunnableType = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);

const attributesOf = (tag: string): Map<string, string> => {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(
    /([^\t\n\f\r "'>/=]+)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r "'=<>`]+)))?/g,
  )) {
    const name = match[1]?.toLowerCase();
    if (!name || name === 'script') continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
};

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/** JavaScript text of a string, safe inside a <script> element. */
const jsString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/** The inline script that inserts `<script src>` where it stands, with the original's async/nomodule/crossorigin. */
export const loaderFor = (attributes: Map<string, string>): string => {
  const lines = [`s.src=${jsString(attributes.get('src') ?? '')}`];
  if (attributes.get('type') === 'module') lines.push('s.type="module"');
  if (attributes.has('nomodule')) lines.push('s.noModule=true');
  else lines.push('s.async=true');
  const crossOrigin = attributes.get('crossorigin');
  if (crossOrigin !== undefined) lines.push(`s.crossOrigin=${jsString(crossOrigin)}`);
  const integrity = attributes.get('integrity');
  if (integrity) lines.push(`s.integrity=${jsString(integrity)}`);
  return `(function(c){var s=document.createElement("script");${lines.join(';')};c.after(s)})(document.currentScript)`;
};

const BODY_END = /<\/body[\t\n\f\r ]*>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi;

/**
 * The document as sent and the hashes of its inline scripts, worked out on its UTF-8 bytes: every runnable
 * `<script>` with content is hashed over its bytes (what the browser hashes); every `<script src>` (empty) is replaced
 * by its loader, which is hashed, and the loaders go to the end of the body in document order (a document without
 * `</body>` keeps them in place). React and Next.js escape `</script` in script text, so a script ends at the first
 * `</script>`. Hints that fetch a script are dropped; a script's own text is never changed (its hash is of what is
 * sent).
 *
 * The bytes are searched as text read one character per byte (latin1), not decoded: every ASCII tag, attribute and
 * script delimiter stays as it is, the other bytes become characters the patterns only pass over (they match HTML's
 * own whitespace, never `\s`, which would take the byte 0xA0 inside a Chinese character for a space), and an offset
 * in that text is an offset in the bytes. The answer is then put together from slices of the bytes themselves and
 * the scripts are hashed over them: a result page is 400 KB, mostly Chinese, and building a second text of it and
 * encoding that back took a few milliseconds of each render (issue 27).
 */
export const prepareDocumentBytes = (raw: Buffer): { body: Buffer; hashes: string[] } => {
  const html = raw.toString('latin1');
  const hashes = new Set<string>();
  const digest = (hash: ReturnType<typeof createHash>) => `sha256-${hash.digest('base64')}`;
  const scripts = [...html.matchAll(SCRIPT)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    attributes: match[1] ?? '',
    textStart: match.index + match[0].indexOf('>') + 1,
    textLength: (match[2] ?? '').length,
  }));
  const inScript = (offset: number) => scripts.some((script) => offset > script.start && offset < script.end);
  const bodyEnd = [...html.matchAll(BODY_END)].find((match) => !inScript(match.index))?.index ?? -1;
  // What changes, in document order: [start, end, bytes put there instead].
  const edits: [number, number, Buffer][] = [];
  const moved: string[] = [];
  for (const script of scripts) {
    const attributes = attributesOf(script.attributes);
    if (!isRunnableType(attributes.get('type'))) continue;
    if (attributes.has('src')) {
      const code = loaderFor(attributes);
      hashes.add(digest(createHash('sha256').update(code, 'latin1')));
      const loader = `<script>${code}</script>`;
      if (bodyEnd < 0 || script.start > bodyEnd) edits.push([script.start, script.end, Buffer.from(loader, 'latin1')]);
      else {
        moved.push(loader);
        edits.push([script.start, script.end, EMPTY]);
      }
    } else if (script.textLength > 0) {
      const text = raw.subarray(script.textStart, script.textStart + script.textLength);
      hashes.add(digest(createHash('sha256').update(text)));
    }
  }
  for (const hint of html.matchAll(SCRIPT_HINT))
    if (!inScript(hint.index)) edits.push([hint.index, hint.index + hint[0].length, EMPTY]);
  if (moved.length > 0) edits.push([bodyEnd, bodyEnd, Buffer.from(moved.join(''), 'latin1')]);
  edits.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const parts: Buffer[] = [];
  let at = 0;
  for (const [start, end, bytes] of edits) {
    if (start < at) continue;
    parts.push(raw.subarray(at, start), bytes);
    at = end;
  }
  parts.push(raw.subarray(at));
  return { body: edits.length === 0 ? raw : Buffer.concat(parts), hashes: [...hashes] };
};

const EMPTY = Buffer.alloc(0);

/** prepareDocumentBytes() of a document's text. */
export const prepareDocument = (html: string): { html: string; hashes: string[] } => {
  const { body, hashes } = prepareDocumentBytes(Buffer.from(html, 'utf8'));
  return { html: body.toString('utf8'), hashes };
};

/** Hints that fetch a script: refused under 'strict-dynamic' like a parser-inserted <script src>, so dropped. */
const SCRIPT_HINT =
  /<link\b(?=[^>]*\brel[\t\n\f\r ]*=[\t\n\f\r ]*["']?(?:preload|modulepreload)\b)(?=[^>]*\bas[\t\n\f\r ]*=[\t\n\f\r ]*["']?script\b|[^>]*\bmodulepreload\b)[^>]*>/gi;

const isHtml = (contentType: unknown) => typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};
const compress = promisify(gzip);

/** Whether an Accept-Encoding value accepts gzip (not refused with q=0). */
export const acceptsGzip = (value: string | undefined): boolean =>
  (value ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/**
 * A request a page may answer with HTML, whose compression server.ts takes over (the body is rewritten first): not
 * Next's own files or RSC payloads, and not a file of `public/` (an extension other than .html: sitemaps, SVGs and
 * the like keep Next's compression). An HTML answer to any other request is decompressed before it is rewritten.
 */
export const isDocumentCandidate = (req: IncomingMessage, pathname: string): boolean =>
  !pathname.startsWith('/_next/') && req.headers.rsc === undefined && !/\.(?!html?$)[a-z0-9]{1,8}$/i.test(pathname);

/**
 * The body of each document holdDocuments sent, before compression, and the gzip body it was sent as (when it was):
 * captureResponse stores them without unpacking the gzip it sees (issue 27). Set just before the document is sent.
 */
export const preparedDocuments = new WeakMap<ServerResponse, { identity: Buffer; gzip?: Buffer }>();

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

/**
 * Makes `res` hold an HTML document back until its end, then send it with its own script-src (documentCsp) and
 * Reporting-Endpoints, Content-Length, and gzip when `gzipOk`. Every other answer passes through untouched with the
 * resource policy set before. Call before the handler writes anything, after any other writeHead wrapper.
 */
export const holdDocuments = (
  req: IncomingMessage,
  res: ServerResponse,
  { https, gzipOk }: { https: boolean; gzipOk: boolean },
): void => {
  const method = (req.method ?? 'GET').toUpperCase();
  const realWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const realWrite = res.write.bind(res) as Write;
  const realEnd = res.end.bind(res) as End;
  const realFlushHeaders = res.flushHeaders.bind(res);
  // 'ended': end() was called and the document is being prepared; anything written after is dropped.
  let mode = 'undecided' as 'undecided' | 'hold' | 'pass' | 'ended';
  const chunks: Buffer[] = [];

  /** Decides once, when the status and headers are final: hold a GET's HTML answer with a body, pass the rest. */
  const decide = (): typeof mode => {
    if (mode !== 'undecided') return mode;
    const bodiless = method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
    if (!isHtml(res.getHeader('content-type'))) mode = 'pass';
    else if (bodiless) {
      res.setHeader('content-security-policy', documentCsp({ https, scriptHashes: null }));
      mode = 'pass';
    } else mode = 'hold';
    return mode;
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (mode === 'ended') return res;
    if (mode === 'pass') return realWriteHead(status, ...rest);
    // Headers given to writeHead become the response's own, so the decision and the rewrite see them.
    res.statusCode = status;
    const headers = rest.at(-1);
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    if (decide() === 'pass') return realWriteHead(status, res.statusMessage);
    return res;
  }) as ServerResponse['writeHead'];

  res.flushHeaders = () => {
    if (decide() === 'pass') realFlushHeaders();
  };
  const ended = (callback: unknown) => {
    if (typeof callback === 'function') process.nextTick(callback as Callback);
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const now = decide();
    if (now === 'pass') return (realWrite as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    if (now === 'ended') return false;
    chunks.push(toBuffer(chunk, encoding));
    const done = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined;
    if (done) process.nextTick(done);
    return true;
  }) as Write;

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const now = decide();
    if (now === 'pass') return (realEnd as (...args: unknown[]) => ServerResponse)(chunk, encoding, callback);
    if (now === 'ended') {
      ended(typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback);
      return res;
    }
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') callback = encoding;
    mode = 'ended';
    send(Buffer.concat(chunks)).then(
      (body) => realEnd(body, callback as Callback | undefined),
      (error: unknown) => {
        console.error('[server] document policy:', error);
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return res;
  }) as End;

  const send = async (raw: Buffer): Promise<Buffer> => {
    const coding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
    const decode = decoders[coding];
    const plain = decode ? await decode(raw) : raw;
    const prepared = prepareDocumentBytes(plain);
    res.setHeader('content-security-policy', documentCsp({ https, scriptHashes: prepared.hashes }));
    res.setHeader('reporting-endpoints', REPORTING_ENDPOINTS);
    res.removeHeader('transfer-encoding');
    let body = prepared.body;
    res.removeHeader('content-encoding');
    if (gzipOk && body.byteLength > 1024) {
      body = await compress(body);
      res.setHeader('content-encoding', 'gzip');
    }
    preparedDocuments.set(res, { identity: prepared.body, ...(body !== prepared.body ? { gzip: body } : {}) });
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('content-length', body.byteLength);
    realWriteHead(res.statusCode, res.statusMessage);
    return body;
  };
};

/** A chunk written to a response (Buffer, Uint8Array or text in its encoding) as a Buffer. */
export const toBuffer = (chunk: unknown, encoding: unknown): Buffer => {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
};
