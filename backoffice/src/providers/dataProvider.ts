import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { customMethods, type CustomMethods } from './customMethods';
import { peopleMethods, type PeopleMethods } from './peopleMethods';
import { httpJson } from './http';
import { integrationMethods, type IntegrationMethods } from './integrationMethods';
import { translationMethods, type TranslationMethods } from './translationMethods';
import { ssoMethods, type SsoMethods } from './ssoMethods';
import { samlMethods, type SamlMethods } from './samlMethods';
import type { Paged } from './records';
import { RESOURCES, type ResourcePaths } from './resources';

export const PAGE_SIZE = 8;

/** react-admin's CRUD methods and the API's actions, read in components with useDataProvider<PortalDataProvider>(). */
export type PortalDataProvider = DataProvider &
  CustomMethods &
  TranslationMethods &
  PeopleMethods &
  SsoMethods &
  SamlMethods &
  IntegrationMethods;

function paths(resource: string): ResourcePaths {
  if (!(resource in RESOURCES)) throw new Error(`Unknown resource ${resource}`);
  return RESOURCES[resource as keyof typeof RESOURCES] as ResourcePaths;
}

function need<T>(fn: T | undefined, resource: string, what: string): T {
  if (!fn) throw new Error(`${resource} cannot ${what}`);
  return fn;
}

/** react-admin wants `id`; each resource names the API's field that holds it (CustomerId, FindingId, RespondentId, Id, ...). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's generic record type
export function withId(record: Record<string, unknown>, idField: string): any {
  return { ...record, id: record[idField] as Identifier } satisfies RaRecord;
}

function query(page: number, perPage: number): string {
  // pageSize=-1 asks the API for everything in one page (dropdowns).
  const all = perPage <= 0;
  return `?pageSize=${all ? -1 : perPage}&currentPage=${all ? 1 : page}`;
}

/** The request body: the form's fields without react-admin's own `id`. */
function body(data: Record<string, unknown>): string {
  const { id: _id, ...rest } = data;
  return JSON.stringify(rest);
}

export const dataProvider: PortalDataProvider = {
  ...customMethods,
  ...integrationMethods,
  ...translationMethods,
  ...peopleMethods,
  ...ssoMethods,
  ...samlMethods,

  async getList(resource, params) {
    const p = paths(resource);
    const { page = 1, perPage = PAGE_SIZE } = params.pagination ?? {};
    const envelope: Paged<Record<string, unknown>> = (
      await httpJson(p.list(params) + query(page, perPage) + (p.filters?.(params) ?? ''))
    ).json;
    return { data: envelope.data.map((row) => withId(row, p.idField)), total: envelope.totalItem };
  },

  async getOne(resource, params) {
    const p = paths(resource);
    const { json } = await httpJson(need(p.one, resource, 'read one')(params.id), { signal: params.signal });
    return { data: withId(json, p.idField) };
  },

  async getMany(resource, params) {
    const p = paths(resource);
    const one = need(p.one, resource, 'read one');
    const results = await Promise.all(params.ids.map((id) => httpJson(one(id))));
    return { data: results.map(({ json }) => withId(json, p.idField)) };
  },

  async getManyReference(resource, params) {
    return dataProvider.getList(resource, {
      pagination: params.pagination,
      sort: params.sort,
      filter: { ...params.filter, [params.target]: params.id },
      meta: params.meta,
    });
  },

  async create(resource, params) {
    const p = paths(resource);
    const url = need(p.create, resource, 'create')(params.data, params);
    const key = typeof params.meta?.idempotencyKey === 'string' ? params.meta.idempotencyKey : crypto.randomUUID();
    const { json } = await httpJson(url, {
      method: 'POST',
      body: body(params.data),
      headers: new Headers({ 'Idempotency-Key': key }),
    });
    const stored = json && typeof json === 'object' ? json : {};
    return { data: withId({ ...params.data, ...stored }, p.idField) };
  },

  async update(resource, params) {
    const p = paths(resource);
    const url = need(p.update, resource, 'update')(params.id, params.data, params);
    const { json } = await httpJson(url, { method: 'PUT', body: body(params.data) });
    const stored = json && typeof json === 'object' ? json : {};
    return { data: { ...params.previousData, ...params.data, ...stored, id: params.id } };
  },

  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: {} as never })),
    );
    return { data: params.ids };
  },

  async delete(resource, params) {
    const p = paths(resource);
    await httpJson(need(p.remove, resource, 'delete')(params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => dataProvider.delete(resource, { id })));
    return { data: params.ids };
  },
};
