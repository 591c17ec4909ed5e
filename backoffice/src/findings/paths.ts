export const FINDINGS = '/findings';
