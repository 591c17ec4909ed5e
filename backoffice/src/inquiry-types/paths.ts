export const BASE = '/inquiry-type-management';
