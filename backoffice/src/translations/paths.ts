/** The operator's translation screens, relative to /superAdmin. */
export const COVERAGE = '/translations';
export const itemPath = (kind: string, id: number | string) =>
  `${COVERAGE}/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;
