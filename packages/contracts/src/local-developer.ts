/**
 * Whether a request is the developer's own, on their own machine (issue 22): the development SMS outbox, which holds
 * every live verification code, answers nobody else. Pure, for both sides: the gateway's outbox call and the site's
 * outbox page (told by server.ts, which sees the socket).
 *
 * Own means: the client's address is loopback (127.0.0.0/8, ::1, their IPv4-mapped forms), the host it asked for is
 * `localhost` or a `*.localhost` name (browsers resolve those to this machine only), and, unless the site trusts a
 * proxy, the request carries no forwarding header (a proxy on this machine would make every visitor look local).
 */

/** The host name of a Host header: no port, no brackets, lower case. */
export const hostNameOf = (host: string | undefined): string => {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
};

export const isLocalhostName = (host: string | undefined): boolean => {
  const name = hostNameOf(host);
  return name === 'localhost' || name.endsWith('.localhost');
};

export const isLoopbackAddress = (address: string | undefined): boolean => {
  const value = (address ?? '').trim().toLowerCase();
  const v4 = value.startsWith('::ffff:') ? value.slice(7) : value;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || value === '::1' || value === '0:0:0:0:0:0:0:1';
};

/** Headers a proxy adds when it passes a visitor's request on. */
export const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

export interface RequestOrigin {
  /** The client's address as the server decides it (the socket's peer; the forwarded one when it trusts a proxy). */
  address: string | undefined;
  /** The Host the request asked for. */
  host: string | undefined;
  /** Whether the request carries a forwarding header the server does not trust. */
  forwardedUntrusted: boolean;
}

export const isLocalDeveloper = (origin: RequestOrigin): boolean =>
  !origin.forwardedUntrusted && isLoopbackAddress(origin.address) && isLocalhostName(origin.host);

/**
 * The request header apps/web/server.ts sets to '1' on a page request that is the developer's own (the outbox page
 * reads it; only server.ts sees the socket). Whatever a client sends under this name is dropped first.
 */
export const LOCAL_DEVELOPER_HEADER = 'x-site-local-developer';

type Headers = Record<string, string | string[] | undefined>;

/**
 * The origin of a node:http request: the socket's peer, or with a trusted proxy the last X-Forwarded-For entry (the
 * one that proxy appended), as the gateway's client-address.ts decides it.
 */
export const originOfRequest = (
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): RequestOrigin => {
  const forwardedFor = [headers['x-forwarded-for']]
    .flat()
    .join(',')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  const host = headers.host;
  return {
    address: trustProxy && forwardedFor ? forwardedFor : socketAddress,
    host: Array.isArray(host) ? host[0] : host,
    forwardedUntrusted: !trustProxy && FORWARDING_HEADERS.some((name) => headers[name] !== undefined),
  };
};
