/**
 * The rules of a People import file, as pure functions (docs/features/people.md). The first row names the columns:
 * Email (required), FirstName, LastName, ManagerEmail, then one column per attribute (Department, Location, ...);
 * names are matched without regard to case for the fixed ones. An empty ManagerEmail puts the person at the top. Each later row is one person.
 * - A cell that starts with = + - or @ (a spreadsheet formula, unless it is a plain number) is refused,
 *   not neutralised: the row is rejected with the column named, so nothing a spreadsheet would run is stored.
 * - Emails are trimmed and stored in lower case; a repeated email rejects the later row.
 * - An empty attribute cell removes that attribute from the person; columns not in the file are kept.
 * - Text that was not UTF-8 (decoded to U+FFFD) rejects the row with the advice to save as CSV UTF-8.
 */
export const MAX_ATTRIBUTE_COLUMNS = 30;
export const MAX_NAME_LENGTH = 100;
export const MAX_VALUE_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
/** Rows of people per file (a header row comes first). */
export const MAX_PEOPLE_ROWS = 200_000;

const FIXED = { email: 'Email', firstname: 'FirstName', lastname: 'LastName', manageremail: 'ManagerEmail' } as const;
const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;
const NUMBER = /^[+-]?\d+([.,]\d+)?$/;

export interface ImportColumns {
  email: number;
  firstName: number | null;
  lastName: number | null;
  managerEmail: number | null;
  /** Attribute name → its column index. */
  attributes: { name: string; index: number }[];
}

/** A person as one valid row gives it: fields absent from the file are undefined. */
export interface ImportedPerson {
  row: number;
  email: string;
  firstName?: string;
  lastName?: string;
  /** The manager's address in lower case, '' for none; undefined when the file has no ManagerEmail column. */
  managerEmail?: string;
  /** Every attribute column of the file: '' removes the attribute. */
  attributes: Record<string, string>;
}

export interface RowProblem {
  Row: number;
  Messages: string[];
}

/** Whether a cell would be run as a formula by a spreadsheet. */
export const looksLikeFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell) && !NUMBER.test(cell.trim());

/** The columns of the header row, or the file-level problems that make the file unreadable. */
export function readHeader(cells: string[]): { columns: ImportColumns | null; problems: string[] } {
  const problems: string[] = [];
  const names = cells.map((c) => c.trim());
  while (names.length && names[names.length - 1] === '') names.pop();
  if (!names.length)
    return {
      columns: null,
      problems: [
        'The file is empty: the first row must name the columns (Email, FirstName, LastName, then attributes)',
      ],
    };
  const seen = new Map<string, number>();
  const columns: ImportColumns = { email: -1, firstName: null, lastName: null, managerEmail: null, attributes: [] };
  names.forEach((name, index) => {
    const label = `Column ${index + 1}`;
    if (!name) return problems.push(`${label}: The column has no name`);
    if (name.length > MAX_NAME_LENGTH)
      return problems.push(`${label}: A column name must not be longer than ${MAX_NAME_LENGTH} characters`);
    if (looksLikeFormula(name) || name.includes('\uFFFD'))
      return problems.push(`${label}: The column name is not plain text`);
    const key = name.toLowerCase();
    if (seen.has(key))
      return problems.push(`${label}: The column ${name} appears twice (also column ${seen.get(key)! + 1})`);
    seen.set(key, index);
    if (key === 'email') columns.email = index;
    else if (key === 'firstname') columns.firstName = index;
    else if (key === 'lastname') columns.lastName = index;
    else if (key === 'manageremail') columns.managerEmail = index;
    else columns.attributes.push({ name, index });
  });
  if (columns.email < 0)
    problems.push(
      `The file has no ${FIXED.email} column: the first row must name the columns (Email, FirstName, LastName, then attributes)`,
    );
  if (columns.attributes.length > MAX_ATTRIBUTE_COLUMNS)
    problems.push(`A file may have at most ${MAX_ATTRIBUTE_COLUMNS} attribute columns`);
  return problems.length ? { columns: null, problems } : { columns, problems };
}

/**
 * One data row: the person, or the row's problems. `seen` holds the emails of earlier valid rows
 * (email → row) and is updated. A row with no cell at all answers null (skipped, not counted).
 */
export function readRow(
  row: number,
  cells: string[],
  columns: ImportColumns,
  seen: Map<string, number>,
  formulaColumns: number[] = [],
): { person: ImportedPerson | null; problem: RowProblem | null } | null {
  if (cells.every((c) => c.trim() === '') && !formulaColumns.length) return null;
  const messages: string[] = [];
  const nameOf = (index: number) =>
    index === columns.email
      ? FIXED.email
      : index === columns.firstName
        ? FIXED.firstname
        : index === columns.lastName
          ? FIXED.lastname
          : index === columns.managerEmail
            ? FIXED.manageremail
            : (columns.attributes.find((a) => a.index === index)?.name ?? `Column ${index + 1}`);
  for (const index of formulaColumns)
    messages.push(`${nameOf(index)}: A formula is not accepted; enter the value as text`);
  const cell = (index: number | null, max: number): string | undefined => {
    if (index === null) return undefined;
    const value = (cells[index] ?? '').trim();
    const name = nameOf(index);
    if (value.includes('\uFFFD')) messages.push(`${name}: The text is not UTF-8; save the file as CSV UTF-8 or XLSX`);
    else if (looksLikeFormula(value))
      messages.push(
        `${name}: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)`,
      );
    else if (value.length > max) messages.push(`${name}: Must not be longer than ${max} characters`);
    return value;
  };
  const email = (cell(columns.email, MAX_EMAIL_LENGTH) ?? '').toLowerCase();
  const firstName = cell(columns.firstName, MAX_NAME_LENGTH);
  const lastName = cell(columns.lastName, MAX_NAME_LENGTH);
  const managerEmail = cell(columns.managerEmail, MAX_EMAIL_LENGTH)?.toLowerCase();
  const attributes: Record<string, string> = {};
  for (const a of columns.attributes) attributes[a.name] = cell(a.index, MAX_VALUE_LENGTH) ?? '';
  if (!email) messages.push(`${FIXED.email}: This field is mandatory`);
  else if (email.length <= MAX_EMAIL_LENGTH && !email.includes('\uFFFD') && !EMAIL.test(email))
    messages.push(`${FIXED.email}: Please enter a valid email address`);
  if (managerEmail && managerEmail.length <= MAX_EMAIL_LENGTH && !EMAIL.test(managerEmail))
    messages.push(`${FIXED.manageremail}: Please enter a valid email address`);
  if (email && seen.has(email))
    messages.push(`${FIXED.email}: ${email} appears more than once (first on row ${seen.get(email)})`);
  if (messages.length) return { person: null, problem: { Row: row, Messages: [...new Set(messages)] } };
  seen.set(email, row);
  return { person: { row, email, firstName, lastName, managerEmail, attributes }, problem: null };
}
