export const intakePath = (inquiryTypeId: string) => `/inquiry-type-management/${inquiryTypeId}/intake-questions`;
