export { AuditLogList } from './AuditLogList';
