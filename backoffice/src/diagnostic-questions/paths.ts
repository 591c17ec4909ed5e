export const diagnosticPath = (inquiryTypeId: string, pathwayId: string) =>
  `/inquiry-type-management/${inquiryTypeId}/pathways/${pathwayId}/diagnostic-questions`;
