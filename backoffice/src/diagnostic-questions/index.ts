import { lazy } from 'react';

export const DiagnosticQuestionList = lazy(() =>
  import('./DiagnosticQuestionList').then((m) => ({ default: m.DiagnosticQuestionList })),
);
export const DiagnosticQuestionCreate = lazy(() =>
  import('./DiagnosticQuestionCreate').then((m) => ({ default: m.DiagnosticQuestionCreate })),
);
export const DiagnosticQuestionEdit = lazy(() =>
  import('./DiagnosticQuestionEdit').then((m) => ({ default: m.DiagnosticQuestionEdit })),
);
export const DiagnosticQuestionShow = lazy(() =>
  import('./DiagnosticQuestionShow').then((m) => ({ default: m.DiagnosticQuestionShow })),
);
