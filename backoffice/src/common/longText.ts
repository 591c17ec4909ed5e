import { maxLength } from 'react-admin';

/** Library texts (finding, recommendation, roadmap detail) are longer than the 200 of plain inputs. */
export const LONG_TEXT = 2000;
export const maxLong = maxLength(LONG_TEXT);
export const LONG_LIMIT = { htmlInput: { maxLength: LONG_TEXT } };
