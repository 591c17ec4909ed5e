import { looksLikeFormula, readHeader, readRow } from './people-import-rules';

describe('People import rules', () => {
  it('reads the header: Email, FirstName, LastName, ManagerEmail in any case, the rest attributes', () => {
    expect(readHeader(['EMAIL', 'firstname', 'LastName', 'Department', ' Location ', '']).columns).toEqual({
      email: 0,
      firstName: 1,
      lastName: 2,
      managerEmail: null,
      attributes: [
        { name: 'Department', index: 3 },
        { name: 'Location', index: 4 },
      ],
    });
    expect(readHeader(['Email', 'Dept', 'managerEMAIL']).columns).toMatchObject({ managerEmail: 2 });
  });

  it('refuses a header without Email, with a repeated, empty or formula name', () => {
    expect(readHeader(['Name']).problems).toEqual([
      'The file has no Email column: the first row must name the columns (Email, FirstName, LastName, then attributes)',
    ]);
    expect(readHeader(['Email', 'Dept', 'dept']).problems).toEqual([
      'Column 3: The column dept appears twice (also column 2)',
    ]);
    expect(readHeader(['Email', '', 'X']).problems).toEqual(['Column 2: The column has no name']);
    expect(readHeader(['Email', '=cmd']).problems).toEqual(['Column 2: The column name is not plain text']);
    expect(readHeader([]).problems[0]).toMatch(/^The file is empty/);
  });

  it('treats a leading = + - @ as a formula unless the cell is a plain number', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x'].map(looksLikeFormula)).toEqual([true, true, true, true, true]);
    expect(['-3', '+4.5', '12', 'Sales', 'a=b'].map(looksLikeFormula)).toEqual([false, false, false, false, false]);
  });

  it('reads a row: email in lower case, every problem of a bad row, a repeated email rejected on its later row', () => {
    const columns = readHeader(['Email', 'FirstName', 'Department']).columns!;
    const seen = new Map<string, number>();
    expect(readRow(2, [' Ann@Example.TEST ', 'Ann', 'Sales'], columns, seen)).toEqual({
      person: {
        row: 2,
        email: 'ann@example.test',
        firstName: 'Ann',
        lastName: undefined,
        attributes: { Department: 'Sales' },
      },
      problem: null,
    });
    expect(readRow(3, ['ann@example.test', 'Again', ''], columns, seen)!.problem).toEqual({
      Row: 3,
      Messages: ['Email: ann@example.test appears more than once (first on row 2)'],
    });
    expect(readRow(4, ['nope', '=HYPERLINK("x")', 'x'.repeat(201)], columns, seen)!.problem).toEqual({
      Row: 4,
      Messages: [
        'FirstName: A value starting with =, +, - or @ is not accepted (a spreadsheet would run it as a formula)',
        'Department: Must not be longer than 200 characters',
        'Email: Please enter a valid email address',
      ],
    });
    expect(readRow(5, ['b@example.test', 'M\uFFFDller', 'IT'], columns, seen)!.problem!.Messages).toEqual([
      'FirstName: The text is not UTF-8; save the file as CSV UTF-8 or XLSX',
    ]);
    expect(readRow(6, ['', ' ', ''], columns, seen)).toBeNull();
    expect(readRow(7, ['c@example.test', 'C', ''], columns, seen, [2])!.problem!.Messages).toEqual([
      'Department: A formula is not accepted; enter the value as text',
    ]);
  });
});
