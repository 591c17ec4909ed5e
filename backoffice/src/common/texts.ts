import { TOAST_MS as TOAST_DURATION, VALIDATION_MESSAGES } from '@portal/contracts';

/** Texts the specs give verbatim and that several screens share, worded once in the contract. */
export const REQUIRED = VALIDATION_MESSAGES.required;
export const NUMBER_ONLY = VALIDATION_MESSAGES.number;
export const TOAST_MS = TOAST_DURATION;
/** Table cells cut long texts here (the full text on hover). */
export const CELL_LENGTH = 45;
