/** What an empty list or an empty result says, in both apps (platform-administration.md §2.3). */
export const NO_RECORDS = 'No Records to show here';
export const NO_DATA = 'No Data Available Currently';

/** How long a toast stays, in both apps (platform-administration.md §8). */
export const TOAST_MS = 5000;
