import { VALIDATION_MESSAGES } from '@portal/contracts';

/** The specifications' validation wording (platform-administration.md §5), as the contracts hold it. */
export const MSG = VALIDATION_MESSAGES;
