import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

const failed = (code: string, message: string) =>
  new QueryFailedError('INSERT', [], Object.assign(new Error(message), { code }));

describe('isUniqueViolation', () => {
  it('knows the duplicate-key errors of both engines', () => {
    expect(isUniqueViolation(failed('ER_DUP_ENTRY', "Duplicate entry 'a' for key 'uq'"))).toBe(true);
    expect(isUniqueViolation(failed('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: t.k'))).toBe(true);
    expect(isUniqueViolation(failed('SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed: t.id'))).toBe(true);
  });

  it('does not take other failures for a taken key', () => {
    expect(isUniqueViolation(failed('ER_NO_SUCH_TABLE', "Table 'test.t' doesn't exist"))).toBe(false);
    expect(isUniqueViolation(failed('SQLITE_CONSTRAINT_NOTNULL', 'NOT NULL constraint failed: t.k'))).toBe(false);
    expect(isUniqueViolation(failed('SQLITE_BUSY', 'database is locked'))).toBe(false);
    expect(isUniqueViolation(new Error('Duplicate entry'))).toBe(false);
  });
});
