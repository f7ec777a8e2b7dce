import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serverOptions } from '../src/server-options.ts';

/** Slow clients are cut off (issue 11): a server with the site's options, and a client that never finishes. */

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const start = async (env: Record<string, string>) => {
  // Like the gateway, the handler answers once it has read the body.
  server = createServer(serverOptions(env), (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** Opens a socket, sends `text`, and resolves with what came back and when the server closed it. */
const slowClient = (port: number, text: string) =>
  new Promise<{ answer: string; ms: number }>((resolve) => {
    const t0 = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve({ answer, ms: performance.now() - t0 }));
    socket.on('error', () => undefined);
  });

describe('the servers cut slow clients off', () => {
  it('closes a connection whose headers never end, with 408', async () => {
    const port = await start({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '2000' });
    const { answer, ms } = await slowClient(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The headers timeout and one check interval at most (Node's default interval alone is 30 s).
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a connection whose body never ends, with 408', async () => {
    const port = await start({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '800' });
    const { answer, ms } = await slowClient(
      port,
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });

  it('answers 431 for headers over 16 KB and keeps its defaults', async () => {
    const port = await start({});
    const { answer } = await slowClient(
      port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(serverOptions({})).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000 });
    expect(() => serverOptions({ HEADERS_TIMEOUT_MS: 'soon' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
