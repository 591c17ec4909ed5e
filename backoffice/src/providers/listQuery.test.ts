import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';
import { inquiryTypeQuery, searchQuery, sortQuery } from './listQuery';

let urls: string[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: [], currentPage: 1, pageSize: 8, totalItem: 0, totalPage: 0 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const params = (
  filter: Record<string, unknown>,
  sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'id', order: 'ASC' },
) => ({ pagination: { page: 1, perPage: 8 }, sort, filter });

describe('list filters as API query parameters', () => {
  it('sends the search box as ?search=, trimmed and encoded, and nothing for a blank one', () => {
    expect(searchQuery({ q: '  North & Co ' })).toBe('&search=North%20%26%20Co');
    expect(searchQuery({ q: '   ' })).toBe('');
    expect(searchQuery(undefined)).toBe('');
    expect(inquiryTypeQuery({ inquiryTypeId: 4 })).toBe('&inquiryTypeId=4');
    expect(inquiryTypeQuery({ inquiryTypeId: '' })).toBe('');
  });

  it('searches customers and inquiry types, filters the libraries by inquiry type', async () => {
    await dataProvider.getList('customers', params({ q: 'north' }));
    await dataProvider.getList('inquiry-types', params({ q: 'health' }));
    await dataProvider.getList('findings', params({ inquiryTypeId: 3 }));
    await dataProvider.getList('recommendations', params({ inquiryTypeId: 3 }));
    await dataProvider.getList('roadmaps', params({}));
    expect(urls).toEqual([
      '/api/Customer?pageSize=8&currentPage=1&search=north',
      '/api/InquiryType?pageSize=8&currentPage=1&search=health',
      '/api/Findings/AllFindings?pageSize=8&currentPage=1&inquiryTypeId=3',
      '/api/Recommendations/AllRecommendations?pageSize=8&currentPage=1&inquiryTypeId=3',
      '/api/Roadmap/AllRoadmaps?pageSize=8&currentPage=1',
    ]);
  });
});

describe('list sorting as API query parameters', () => {
  it('sends a sortable column as ?sort=&order= and nothing for react-admin’s default id', async () => {
    expect(sortQuery({ field: 'CustomerName', order: 'DESC' }, ['CustomerName'])).toBe('&sort=CustomerName&order=DESC');
    expect(sortQuery({ field: 'id', order: 'ASC' }, ['CustomerName'])).toBe('');
    expect(sortQuery(undefined, ['CustomerName'])).toBe('');
    await dataProvider.getList('customers', params({ q: 'north' }, { field: 'Industry', order: 'ASC' }));
    await dataProvider.getList('inquiry-types', params({}, { field: 'InqType', order: 'DESC' }));
    await dataProvider.getList('inquiry-types', params({}, { field: 'Description', order: 'DESC' }));
    expect(urls).toEqual([
      '/api/Customer?pageSize=8&currentPage=1&search=north&sort=Industry&order=ASC',
      '/api/InquiryType?pageSize=8&currentPage=1&sort=InqType&order=DESC',
      '/api/InquiryType?pageSize=8&currentPage=1',
    ]);
  });
});
