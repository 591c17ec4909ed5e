import { lazy } from 'react';

/** /benchmark-pool: spread into `<Resource name="benchmark-pool">`. */
export default {
  list: lazy(() => import('./BenchmarkPool').then((m) => ({ default: m.BenchmarkPool }))),
};
