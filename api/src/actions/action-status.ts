/** The states of an action, in the order a board shows them. */
export const ACTION_STATUSES = ['NotStarted', 'InProgress', 'Done', 'Dropped'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Where an action was started from (an insight page's "Act on this", or a blank form). */
export const ACTION_ORIGINS = ['Blank', 'Item', 'Area', 'RoadmapStep', 'Finding'] as const;
export type ActionOrigin = (typeof ACTION_ORIGINS)[number];
