/** The lifecycle screens, relative to the role's route group. */
export const LIFECYCLE = '/lifecycle';
export const lifecyclePaths = {
  create: `${LIFECYCLE}/create`,
  edit: (id: unknown) => `${LIFECYCLE}/edit/${id}`,
  view: (id: unknown) => `${LIFECYCLE}/view/${id}`,
};
