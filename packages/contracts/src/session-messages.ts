/** The toast of a session that ended (platform-administration.md §8): its title and its one line, in both apps. */
export const SESSION_ENDED = { title: 'Session timeout', line: 'Please login again' } as const;

/** What a call says when no answer arrived at all. */
export const NETWORK_ERROR = 'Network Error, Please Check your Internet Connection';
