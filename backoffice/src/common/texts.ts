import { TOAST_MS as TOAST_DURATION } from '@portal/contracts';

/** How long a toast shows (the spec's 5 seconds), from the contract. */
export const TOAST_MS = TOAST_DURATION;
/** Table cells cut long texts here (the full text on hover). */
export const CELL_LENGTH = 45;
