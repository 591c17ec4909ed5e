import { lazy } from 'react';

/** /audit-log: spread into `<Resource name="audit-log">`. */
export default {
  list: lazy(() => import('./AuditLogList').then((m) => ({ default: m.AuditLogList }))),
};
