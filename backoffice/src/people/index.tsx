import { lazy } from 'react';
import { Route } from 'react-router-dom';

const PeopleList = lazy(() => import('./PeopleList').then((m) => ({ default: m.PeopleList })));
const PeopleImport = lazy(() => import('./PeopleImport').then((m) => ({ default: m.PeopleImport })));

/** /people: the directory and its import screen at /people/import. */
export default {
  list: PeopleList,
  children: [<Route key="import" path="import" element={<PeopleImport />} />],
};
