/**
 * npm run bench: throughput and p99 latency of brand home pages, the price page and an article
 * page served by the production server, against a bare node:http server sending the same bytes
 * from memory, in one run, printed as ratios; plus the first-load JavaScript (gzip bytes) of each
 * home page and of a content page.
 *
 * Both servers run in child processes; autocannon runs here. When this process uses nearly
 * a whole core, the load generator is the limit and the output says so.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_PORT = process.env.BENCH_PG_PORT ?? '54391';
/** Each brand's home page, and a content page (for its first-load JavaScript). */
const BRANDS = [
  { host: 'ost.localhost', name: 'OST 00', shellPath: '/ld/aboutUs' },
  { host: 'xm.localhost', name: 'XM 10', shellPath: '/cht/accountingAudit' },
  { host: 'mdt.localhost', name: 'MDT 01', shellPath: '/mdt/aboutUs' },
];

/** A GET with a Host header: fetch() drops the Host header, and the brands are told apart by it. */
const get = (url: string, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const waitFor = async (url: string, host: string, timeoutMs = 120_000) => {
  const start = Date.now();
  for (;;) {
    try {
      if ((await get(url, host)).status === 200) return;
    } catch {}
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 300));
  }
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });

interface Measure {
  rps: number;
  p99: number;
  bytes: number;
  non2xx: number;
  generatorCpu: number;
}

const measure = async (url: string, headers: Record<string, string>): Promise<Measure> => {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const cpu = process.cpuUsage(cpuBefore);
  const wallUs = Number(process.hrtime.bigint() - wallBefore) / 1000;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    non2xx: result.non2xx + result.errors + result.timeouts,
    generatorCpu: (cpu.user + cpu.system) / wallUs,
  };
};

const firstLoadJs = async (base: string, html: string) => {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(sources).size, raw, gzip };
};

const main = async () => {
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  execFileSync('chmod', ['755', dataDir]);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/`, BRANDS[0]?.host ?? 'localhost');

    // The pages measured: each brand's home, the price page and the newest article of OST.
    const ost = BRANDS[0]?.host ?? 'ost.localhost';
    const news = (await get(`${base}/ld/aboutVat`, ost)).body;
    const articlePath = news.match(/href="(\/ld\/VATdetail\/\d+)"/)?.[1];
    if (!articlePath) throw new Error('no article link on /ld/aboutVat');
    const targets = [
      ...BRANDS.map((brand) => ({ name: `${brand.name} home`, host: brand.host, path: '/' })),
      { name: 'OST 00 price', host: ost, path: '/ld/price' },
      { name: 'OST 00 article', host: ost, path: articlePath },
    ];
    // The exact bytes each page is served with, for the bare server.
    const pages: { host: string; path: string; body: string }[] = [];
    for (const target of targets) {
      for (let i = 0; i < 3; i++) await get(`${base}${target.path}`, target.host); // render and cache
      pages.push({
        host: target.host,
        path: target.path,
        body: (await get(`${base}${target.path}`, target.host)).body,
      });
    }
    const bareSource = `
      const http = require('node:http');
      const zlib = require('node:zlib');
      const pages = new Map(JSON.parse(require('node:fs').readFileSync(process.env.PAGES_FILE, 'utf8')).map((p) => {
        const body = Buffer.from(p.body);
        return [p.host + p.path, { body, gzip: zlib.gzipSync(body) }];
      }));
      http.createServer((req, res) => {
        const page = pages.get((req.headers.host || '').replace(/:\\d+$/, '') + req.url);
        if (!page) { res.writeHead(404); return res.end(); }
        const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] || '');
        const body = gzip ? page.gzip : page.body;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        res.end(body);
      }).listen(${BARE_PORT}, '127.0.0.1', () => console.log('bare ready'));`;
    const pagesFile = path.join(dataDir, 'pages.json');
    writeFileSync(pagesFile, JSON.stringify(pages));
    bare = spawn(process.execPath, ['-e', bareSource], {
      env: { ...process.env, PAGES_FILE: pagesFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, BRANDS[0]?.host ?? '');

    console.log(
      `\nPages, ${CONNECTIONS} connections, ${DURATION} s each (autocannon; ${os.cpus().length} cores shared by both servers and the load generator)\n`,
    );
    const rows: string[] = [];
    const header = ['page', 'encoding', 'site req/s', 'bare req/s', 'ratio', 'site p99', 'bare p99', 'note'];
    for (const target of targets) {
      for (const encoding of ['identity', 'gzip'] as const) {
        const headers = { host: target.host, 'accept-encoding': encoding };
        const site = await measure(`${base}${target.path}`, headers);
        const bareResult = await measure(`http://127.0.0.1:${BARE_PORT}${target.path}`, headers);
        const notes: string[] = [];
        if (site.non2xx) notes.push(`${site.non2xx} site errors`);
        if (bareResult.generatorCpu > 0.9) notes.push('bare: load generator is the limit');
        if (site.generatorCpu > 0.9) notes.push('site: load generator is the limit');
        rows.push(
          [
            target.name,
            encoding,
            site.rps.toFixed(0),
            bareResult.rps.toFixed(0),
            `${((site.rps / bareResult.rps) * 100).toFixed(1)}%`,
            `${site.p99} ms`,
            `${bareResult.p99} ms`,
            notes.join('; '),
          ].join(' | '),
        );
      }
    }
    console.log([header.join(' | '), header.map(() => '---').join(' | '), ...rows].join('\n'));

    console.log('\nFirst-load JavaScript (the <script src> files a page loads)\n');
    const jsRows: string[] = [];
    for (const [index, brand] of BRANDS.entries()) {
      const shell = await get(`${base}${brand.shellPath}`, brand.host);
      for (const [page, html, status] of [
        ['/', pages[index]?.body ?? '', 200],
        [brand.shellPath, shell.body, shell.status],
      ] as const) {
        const js = await firstLoadJs(`${base}/`, html);
        jsRows.push(
          [
            `${brand.name} ${page}${status === 200 ? '' : ` (HTTP ${status})`}`,
            js.files,
            `${(js.raw / 1024).toFixed(1)} KiB`,
            `${(js.gzip / 1024).toFixed(1)} KiB`,
            `${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`,
          ].join(' | '),
        );
      }
    }
    const jsHeader = ['page', 'files', 'JS raw', 'JS gzip', 'HTML'];
    console.log([jsHeader.join(' | '), jsHeader.map(() => '---').join(' | '), ...jsRows].join('\n'));
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
