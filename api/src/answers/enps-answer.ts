/**
 * An eNPS answer (0-10) is stored in `performance` as answer + 1 (1-11). Everywhere else a stored 0 means Don't Know
 * (left out of means, not counted as an answerer by the confidentiality rule); shifted, every eNPS answer is a rating
 * to the kept totals and to the disclosure rule alike, with no knowledge of the question's type needed there.
 */
export const ENPS_STORED_OFFSET = 1;

export const enpsToStored = (answer: number): number => answer + ENPS_STORED_OFFSET;

export const enpsFromStored = (stored: number | null): number | null =>
  stored === null ? null : stored - ENPS_STORED_OFFSET;

/** Stored values of promoters (answers 9-10) and passives (7-8), for the totals' SQL. */
export const STORED_PROMOTER_FROM = enpsToStored(9);
export const STORED_PASSIVES = [enpsToStored(7), enpsToStored(8)] as const;
