import { DataSource } from 'typeorm';

/** MySQL or MariaDB (row locks, ON DUPLICATE KEY, a pooled connection per transaction); otherwise the embedded SQLite. */
export const isMysqlFamily = (dataSource: DataSource): boolean =>
  dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
