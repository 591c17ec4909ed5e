/** The programme screens, relative to the customer admin's route group. */
export const PROGRAMMES = '/programmes';
export const programmePaths = {
  create: `${PROGRAMMES}/create`,
  edit: (id: unknown) => `${PROGRAMMES}/edit/${id}`,
  view: (id: unknown) => `${PROGRAMMES}/view/${id}`,
};
