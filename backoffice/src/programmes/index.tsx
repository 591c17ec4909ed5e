import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ProgrammeList = lazy(() => import('./ProgrammeList').then((m) => ({ default: m.ProgrammeList })));
const ProgrammeCreate = lazy(() => import('./ProgrammeCreate').then((m) => ({ default: m.ProgrammeCreate })));
const ProgrammeEdit = lazy(() => import('./ProgrammeEdit').then((m) => ({ default: m.ProgrammeEdit })));
const ProgrammeShow = lazy(() => import('./ProgrammeShow').then((m) => ({ default: m.ProgrammeShow })));

/** /programmes: the recurring programmes, their editor and each programme's page with its rounds. */
export default {
  list: ProgrammeList,
  create: ProgrammeCreate,
  children: [
    <Route key="edit" path="edit/:id" element={<ProgrammeEdit />} />,
    <Route key="view" path="view/:id" element={<ProgrammeShow />} />,
  ],
};
