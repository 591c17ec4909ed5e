/** Texts the specs give verbatim and that several screens share. */
export const EMPTY_LIST = 'No Records to show here';
export const NO_DATA = 'No Data Available Currently';
export const REQUIRED = 'This field is mandatory';
export const NUMBER_ONLY = 'This field only contain number';
export const INVALID_URL = 'Please enter a valid URL';
export const TOAST_MS = 5000;
export const CELL_LENGTH = 45;
