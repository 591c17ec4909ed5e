/** The people directory's screens, relative to /customerAdmin. */
export const PEOPLE = '/people';
export const PEOPLE_IMPORT = `${PEOPLE}/import`;
export const PEOPLE_HIERARCHY = `${PEOPLE}/hierarchy`;
