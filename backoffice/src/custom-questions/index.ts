import { lazy } from 'react';

export const CustomQuestionList = lazy(() =>
  import('./CustomQuestionList').then((m) => ({ default: m.CustomQuestionList })),
);
export const CustomQuestionReview = lazy(() =>
  import('./CustomQuestionReview').then((m) => ({ default: m.CustomQuestionReview })),
);
export const CustomQuestionShow = lazy(() =>
  import('./CustomQuestionShow').then((m) => ({ default: m.CustomQuestionShow })),
);
