/** An inquiry's open link and its poster, below an inquiries' list (`back`: /inquiry-logs or /monitor-activity). */
export const openLinkPath = (back: string, inquiryId: unknown) => `${back}/open-link/${inquiryId}`;
export const posterPath = (back: string, inquiryId: unknown) => `${openLinkPath(back, inquiryId)}/poster`;
