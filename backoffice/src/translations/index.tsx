import { lazy } from 'react';
import { Route } from 'react-router-dom';

const TranslationCoverage = lazy(() =>
  import('./TranslationCoverage').then((m) => ({ default: m.TranslationCoverage })),
);
const TranslationItemPage = lazy(() =>
  import('./TranslationItemPage').then((m) => ({ default: m.TranslationItemPage })),
);

/** /translations: the coverage list and one item's texts at /translations/:kind/:id. */
export default {
  list: TranslationCoverage,
  children: [<Route key="item" path=":kind/:id" element={<TranslationItemPage />} />],
};
