/** Who may read an inquiry's results, below an inquiries' list (`back`: /inquiry-logs). */
export const reportSharesPath = (back: string, inquiryId: unknown) => `${back}/report-shares/${inquiryId}`;
