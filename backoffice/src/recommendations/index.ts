import { lazy } from 'react';

export const RecommendationList = lazy(() =>
  import('./RecommendationList').then((m) => ({ default: m.RecommendationList })),
);
export const RecommendationCreate = lazy(() =>
  import('./RecommendationCreate').then((m) => ({ default: m.RecommendationCreate })),
);
export const RecommendationEdit = lazy(() =>
  import('./RecommendationEdit').then((m) => ({ default: m.RecommendationEdit })),
);
export const RecommendationShow = lazy(() =>
  import('./RecommendationShow').then((m) => ({ default: m.RecommendationShow })),
);
