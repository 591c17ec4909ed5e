/** Respondents added to an inquiry at once (customer-and-respondent.md §5): the form and the API check the same limit. */
export const MAX_PARTICIPANTS = 500;
export const TOO_MANY_PARTICIPANTS = `At most ${MAX_PARTICIPANTS} emails at a time`;
/** An inquiry's forms stay open this many days when no expiry date is given. */
export const DEFAULT_EXPIRY_DAYS = 28;
