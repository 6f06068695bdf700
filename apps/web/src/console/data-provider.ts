// refine's data provider over our POST envelope API: a resource names its list, get, create and
// update calls; filters become body fields; `custom` posts anything else (approve, reject, ...).
import type { BaseRecord, CrudFilter, DataProvider, HttpError } from '@refinedev/core';
import type { FieldIssue } from '@hall/contracts/envelope';
import { ApiError, apiPost } from '../lib/api-client';
import { CONSOLE_RESOURCES } from './console-resources';
import { readSession } from './session';

/** Each resource's path under /v2/admin/, as the route table names it. */
const ENDPOINTS = new Map<string, string>(
  CONSOLE_RESOURCES.flatMap((r): [string, string][] => ('api' in r ? [[r.name, r.api]] : [])),
);

/** Lists not called `list` on the server. */
const LIST_PATHS: Record<string, string> = {
  players: '/v2/admin/player/search',
  'agent-members': '/v2/admin/agent/tree',
  'bonus-grants': '/v2/admin/bonus/grant/list',
  'letter-drafts': '/v2/admin/station/draft/list',
  // The promotions players see: the player site's public list, for operators who may not list them all.
  'published-promotions': '/v2/app/favorable/query',
};

const endpoint = (resource: string) => {
  const segment = ENDPOINTS.get(resource);
  if (!segment) throw new Error(`No endpoint for ${resource}`);
  return `/v2/admin/${segment}`;
};

/** Equality filters become body fields; empty ones are left out so the server's defaults apply. */
function filterBody(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const value = filter.value as unknown;
    if (value === undefined || value === null || value === '') continue;
    body[filter.field] = value;
  }
  return body;
}

/** refine shows `message` and marks form fields from `errors`; ours come in the operator's language. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) {
    const fields = (error.data as { fields?: FieldIssue[] } | null)?.fields;
    const errors = fields && Object.fromEntries(fields.map((f) => [f.field, f.message]));
    return {
      message: error.message,
      statusCode: error.code,
      ...(errors ? { errors } : {}),
      // What went wrong, for the screens that mark a field by it (a code already taken, ...).
      ...(error.reason ? { reason: error.reason } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}

/**
 * The token a call carries: a `TOKEN` header the caller set (the sign-in steps, before a session is
 * kept; empty for none), else the operator's session. (Not refine's `meta`: the page's query string
 * is merged into it.) The operator's token goes to the back office's API only; the player site's
 * public calls are asked as anyone.
 */
function tokenFor(path: string, headers: Record<string, string> | undefined): string | null {
  if (headers && 'TOKEN' in headers) return headers.TOKEN || null;
  return path.startsWith('/v2/admin/') ? (readSession()?.token ?? null) : null;
}

async function call<T>(path: string, body: object, headers?: Record<string, string>): Promise<T> {
  try {
    // The same envelope transport as the player site.
    return await apiPost<T>(path, body, { token: tokenFor(path, headers) });
  } catch (error) {
    throw toHttpError(error);
  }
}

interface Page<T> {
  list: T[];
  total: number;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/v2/admin',
  async getList<T extends BaseRecord>({ resource, pagination, filters }: Parameters<DataProvider['getList']>[0]) {
    const page = await call<Page<T>>(LIST_PATHS[resource] ?? `${endpoint(resource)}/list`, {
      ...filterBody(filters),
      page: pagination?.currentPage ?? 1,
      pageSize: pagination?.pageSize ?? 20,
    });
    return { data: page.list, total: page.total };
  },
  async getOne<T extends BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) {
    return { data: await call<T>(`${endpoint(resource)}/get`, { id: Number(id) }) };
  },
  async create<T extends BaseRecord>({ resource, variables }: Parameters<DataProvider['create']>[0]) {
    return { data: await call<T>(`${endpoint(resource)}/create`, variables as object) };
  },
  async update<T extends BaseRecord>({ resource, id, variables }: Parameters<DataProvider['update']>[0]) {
    return { data: await call<T>(`${endpoint(resource)}/update`, { ...(variables as object), id: Number(id) }) };
  },
  deleteOne() {
    // Nothing in the back office is deleted through the generic path: money and content keep history.
    return Promise.reject({ message: 'Not supported', statusCode: 405 } satisfies HttpError);
  },
  async custom<T extends BaseRecord>({ url, payload, headers }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
    return { data: await call<T>(url, (payload as object | undefined) ?? {}, headers as Record<string, string>) };
  },
};
