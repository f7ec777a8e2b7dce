/**
 * Host name -> platform code. Every brand can be tried on one machine through *.localhost
 * names; PLATFORM_HOSTS replaces the map for real domains ("www.example.com=00,example.de=EU"
 * or a JSON object), and PLATFORM (default 00) serves hosts the map does not know.
 */

export const PLATFORMS = ['00', '01', '08', '10', '13', '15', '19', '20', 'EU', 'KR', 'CS'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Each brand's own name, as its sites and the back office show it. */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  '00': '欧思拓',
  '01': '明德通律师事务所',
  '08': '六度合规',
  '10': '信邁出海',
  '13': '天合税务',
  '15': '绿舟碳合规',
  '19': '瑞美合规',
  '20': '数优跨境',
  EU: 'Recyvia',
  KR: '韩启通',
  CS: '衡规咨询',
};

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);

export const DEFAULT_HOSTS: Readonly<Record<string, Platform>> = {
  'ost.localhost': '00',
  'mdt.localhost': '01',
  'sixdu.localhost': '08',
  'xm.localhost': '10',
  'tianhe.localhost': '13',
  'lvzhou.localhost': '15',
  'reme.localhost': '19',
  'shuyou.localhost': '20',
  'eu.localhost': 'EU',
  'korea.localhost': 'KR',
  'consult.localhost': 'CS',
  // The user portal (docs/portal.md): register, login and the workbench in the main brand's look.
  'portal.localhost': '00',
};

export interface HostMap {
  hosts: Readonly<Record<string, Platform>>;
  fallback: Platform;
}

export const parseHostMap = (env: { PLATFORM_HOSTS?: string; PLATFORM?: string }): HostMap => {
  const fallback = env.PLATFORM ?? '00';
  if (!isPlatform(fallback)) throw new Error(`PLATFORM must be one of ${PLATFORMS.join(', ')}; got "${fallback}"`);
  const raw = env.PLATFORM_HOSTS?.trim();
  if (!raw) return { hosts: DEFAULT_HOSTS, fallback };
  const pairs: [string, string][] = raw.startsWith('{')
    ? Object.entries(JSON.parse(raw) as Record<string, string>)
    : raw
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [host = '', code = ''] = pair.split('=').map((s) => s.trim());
          return [host, code];
        });
  const hosts: Record<string, Platform> = {};
  for (const [host, code] of pairs) {
    if (!host || !isPlatform(code)) throw new Error(`PLATFORM_HOSTS: bad entry "${host}=${code}"`);
    hosts[host.toLowerCase()] = code;
  }
  return { hosts, fallback };
};

/** The platform a Host header belongs to (port ignored). */
export const platformForHost = (host: string | null | undefined, map: HostMap): Platform => {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return map.hosts[name] ?? map.fallback;
};
