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
