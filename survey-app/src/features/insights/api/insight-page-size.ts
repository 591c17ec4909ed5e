/** Rows per page of the participants and tools lists. */
export const INSIGHT_PAGE_SIZE = 8;
