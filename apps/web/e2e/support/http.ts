import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request as the server answers it (any method, redirects not followed), through node:http to 127.0.0.1 with
 * the brand's Host header: Node does not resolve *.localhost names as Chromium does. `port`: another server than the
 * suite's (E2E_PORT).
 */
export const rawRequest = (
  host: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; port?: number } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const port = init.port ?? PORT;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${host}:${port}`, ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
