import { DataSource } from 'typeorm';

/** The audit log is buffered and written (and pruned) by its own timer every second, apart from any request. */
const AUDIT_LOG = /\baudit_events\b/;
/** Transaction control carries no work of its own; the audit timer's write opens and closes one. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT)\b/i;

/**
 * Records the SQL statements the real database receives while `send` runs (every statement goes through
 * the DataSource's logger, whatever the engine), leaving out the audit log's timer, which may fall inside
 * any request's window. Start background rounds that poll (mail, webhooks, programmes) with their interval at 0.
 */
export function statementLog(dataSource: DataSource) {
  let statements: string[] | null = null;
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    statements?.push(query);
    return logQuery(query, parameters, runner);
  };
  return {
    async of(send: () => PromiseLike<unknown>): Promise<string[]> {
      statements = [];
      try {
        await send();
        return statements.filter((q) => !AUDIT_LOG.test(q) && !TRANSACTION_CONTROL.test(q));
      } finally {
        statements = null;
      }
    },
  };
}
