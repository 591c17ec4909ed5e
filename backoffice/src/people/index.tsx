import { lazy } from 'react';
import { Route } from 'react-router-dom';

const PeopleList = lazy(() => import('./PeopleList').then((m) => ({ default: m.PeopleList })));
const PeopleImport = lazy(() => import('./PeopleImport').then((m) => ({ default: m.PeopleImport })));
const PeopleHierarchy = lazy(() => import('./PeopleHierarchy').then((m) => ({ default: m.PeopleHierarchy })));

/** /people: the directory, its import screen at /people/import and its reporting hierarchy at /people/hierarchy. */
export default {
  list: PeopleList,
  children: [
    <Route key="import" path="import" element={<PeopleImport />} />,
    <Route key="hierarchy" path="hierarchy" element={<PeopleHierarchy />} />,
  ],
};
