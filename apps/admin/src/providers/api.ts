/** Calls of the admin API (packages/contracts/src/admin.ts) and of better-auth under it; cookies ride along. */
export const API = '/admin-api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const apiCall = async <T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> => {
  const res = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json().catch(() => null)) as {
    code?: number | string;
    msg?: string;
    message?: string;
    data?: unknown;
  } | null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      json?.msg ?? json?.message ?? res.statusText,
      typeof json?.code === 'string' ? json.code : undefined,
    );
  // The gateway's envelope, or better-auth's plain JSON.
  return (json && 'data' in json && 'msg' in json ? json.data : json) as T;
};

export interface Me {
  id: string;
  username: string | null;
  name: string;
  role: 'admin' | 'sales' | 'marketing' | 'editor' | 'compliance';
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
}

export const fetchMe = () => apiCall<Me>('/me');

/** The query string of a list's filters (only the set ones). */
export const queryOf = (values: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};
