export const pathwaysPath = (inquiryTypeId: string) => `/inquiry-type-management/${inquiryTypeId}/pathways`;
