import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ActionsPage = lazy(() => import('./ActionsPage').then((m) => ({ default: m.ActionsPage })));
const ActionShow = lazy(() => import('./ActionShow').then((m) => ({ default: m.ActionShow })));
const ActionCreate = lazy(() => import('./ActionForm').then((m) => ({ default: m.ActionCreate })));
const ActionEdit = lazy(() => import('./ActionForm').then((m) => ({ default: m.ActionEdit })));

export { actionPaths } from './paths';

const BASE = 'actions/:inquiryId';

/**
 * An inquiry's actions, child routes of the inquiries' list at `back`: the list, the board and each action's page;
 * with `manage` (the customer admin) also create and edit. The operator reads only, as the API allows.
 */
export const actionsRoutes = (back: string, manage: boolean) => [
  <Route key="actions" path={BASE} element={<ActionsPage back={back} view="list" />} />,
  <Route key="actions-board" path={`${BASE}/board`} element={<ActionsPage back={back} view="board" />} />,
  <Route key="actions-view" path={`${BASE}/view/:actionId`} element={<ActionShow back={back} />} />,
  ...(manage
    ? [
        <Route key="actions-create" path={`${BASE}/create`} element={<ActionCreate back={back} />} />,
        <Route key="actions-edit" path={`${BASE}/edit/:actionId`} element={<ActionEdit back={back} />} />,
      ]
    : []),
];
