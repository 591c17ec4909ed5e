import { InitialSchema1795326173672 } from './1795326173672-initial-schema';

/** Applied in this order. */
export const MYSQL_MIGRATIONS: Function[] = [
  InitialSchema1795326173672,
];
