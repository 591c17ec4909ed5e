// The list filters of common/listFilters.tsx as the API's query parameters.

/** The search box (filter q) as ?search= (customers, inquiry types); a blank one is no filter. */
export const searchQuery = (filter: Record<string, unknown> | undefined): string => {
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  return q ? `&search=${encodeURIComponent(q)}` : '';
};

/** The inquiry type filter as ?inquiryTypeId= (findings, recommendations, roadmaps). */
export const inquiryTypeQuery = (filter: Record<string, unknown> | undefined): string => {
  const id = filter?.inquiryTypeId;
  return id !== undefined && id !== null && id !== '' ? `&inquiryTypeId=${encodeURIComponent(String(id))}` : '';
};

/**
 * A column header's sort as ?sort=&order= for the fields the API sorts by; any other field (react-admin's default
 * `id`) sends nothing, which is the API's newest first.
 */
export const sortQuery = (
  sort: { field?: string; order?: string } | undefined,
  sortable: readonly string[],
): string => {
  if (!sort?.field || !sortable.includes(sort.field)) return '';
  return `&sort=${encodeURIComponent(sort.field)}&order=${sort.order === 'DESC' ? 'DESC' : 'ASC'}`;
};
