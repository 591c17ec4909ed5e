/** The unit of a company's years in business (customer-and-respondent.md §5); days is the form's default. */
export const BUSINESS_DURATIONS = ['years', 'months', 'days'] as const;
export type BusinessDuration = (typeof BUSINESS_DURATIONS)[number];
