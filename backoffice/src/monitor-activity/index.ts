import { lazy } from 'react';

export const MonitorList = lazy(() => import('./MonitorList').then((m) => ({ default: m.MonitorList })));
export const IntakeResponses = lazy(() => import('./IntakeResponses').then((m) => ({ default: m.IntakeResponses })));
export const OpenEndedAnswers = lazy(() => import('./IntakeResponses').then((m) => ({ default: m.OpenEndedAnswers })));
export const UserDocuments = lazy(() => import('./UserDocuments').then((m) => ({ default: m.UserDocuments })));
export const InputsCalculation = lazy(() =>
  import('./InputsCalculation').then((m) => ({ default: m.InputsCalculation })),
);
