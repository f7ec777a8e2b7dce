import type { DataProvider } from '@refinedev/core';
import { API, ApiError, apiCall, queryOf } from './api.ts';

const refineError = (error: unknown) =>
  error instanceof ApiError ? Object.assign(error, { statusCode: error.status }) : error;

/**
 * Refine's data provider for /admin-api: lists are `{total, rows}` pages (page, pageSize, sort, order and the
 * filters as query parameters), a record is `{lead, notes, timeline}` (leads) read by its key.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => API,
  getList: async ({ resource, pagination, sorters, filters }) => {
    const query: Record<string, unknown> = {
      page: pagination?.currentPage ?? 1,
      pageSize: pagination?.pageSize ?? 20,
    };
    const sorter = sorters?.[0];
    if (sorter) {
      query.sort = sorter.field;
      query.order = sorter.order;
    }
    for (const filter of filters ?? []) {
      if ('field' in filter) query[filter.field] = filter.value;
    }
    try {
      const answer = await apiCall<{ total: number; rows: Record<string, unknown>[] } | Record<string, unknown>[]>(
        `/${resource}${queryOf(query)}`,
      );
      const data = Array.isArray(answer) ? { total: answer.length, rows: answer } : answer;
      // Refine keys rows by `id`: a lead's id is its key (kind:id), unique across kinds.
      const rows = data.rows.map((row) => ('key' in row ? { ...row, rowId: row.id, id: row.key } : row));
      return { data: rows as never, total: data.total };
    } catch (error) {
      throw refineError(error);
    }
  },
  getOne: async ({ resource, id }) => {
    try {
      return { data: (await apiCall(`/${resource}/${encodeURIComponent(String(id))}`)) as never };
    } catch (error) {
      throw refineError(error);
    }
  },
  update: async ({ resource, id, variables }) => {
    try {
      await apiCall(`/${resource}/${encodeURIComponent(String(id))}/work`, { method: 'POST', body: variables });
      return { data: { id } as never };
    } catch (error) {
      throw refineError(error);
    }
  },
  create: async () => {
    throw new Error('not supported');
  },
  deleteOne: async () => {
    throw new Error('not supported');
  },
};
