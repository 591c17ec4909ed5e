import { lazy } from 'react';

export const IntakeQuestionList = lazy(() =>
  import('./IntakeQuestionList').then((m) => ({ default: m.IntakeQuestionList })),
);
export const IntakeQuestionCreate = lazy(() =>
  import('./IntakeQuestionCreate').then((m) => ({ default: m.IntakeQuestionCreate })),
);
export const IntakeQuestionEdit = lazy(() =>
  import('./IntakeQuestionEdit').then((m) => ({ default: m.IntakeQuestionEdit })),
);
export const IntakeQuestionShow = lazy(() =>
  import('./IntakeQuestionShow').then((m) => ({ default: m.IntakeQuestionShow })),
);
