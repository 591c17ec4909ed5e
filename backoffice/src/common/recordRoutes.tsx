import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';

/**
 * The specification's record screens sit at view/:id and edit/:id below their list (react-admin's own default is
 * :id/show and :id), so a resource declares them as child routes.
 */
export const viewRoute = (Show: ComponentType, under = '') => (
  <Route key={`${under}view`} path={`${under}view/:id`} element={<Show />} />
);

export const editRoute = (Edit: ComponentType, under = '') => (
  <Route key={`${under}edit`} path={`${under}edit/:id`} element={<Edit />} />
);

export const createRoute = (Create: ComponentType, under = '') => (
  <Route key={`${under}create`} path={`${under}create`} element={<Create />} />
);

export const listRoute = (List: ComponentType, under: string) => (
  <Route key={`${under}list`} path={under} element={<List />} />
);
