import { colorForRating } from './result-inputs.service';
import { columnLetter } from './workbook/result-workbook-format';
import { cellNumber, cellText, neutraliseFormula, restoreNeutralised } from '../spreadsheets/spreadsheet-text';

describe('colorForRating (decisions.md §5 thresholds)', () => {
  it.each([
    [5, 'green'],
    [3.75, 'green'],
    [3.74, 'blue'],
    [3, 'blue'],
    [2.99, 'yellow'],
    [2.25, 'yellow'],
    [2.24, 'red'],
    [0, 'red'],
    // Decided on the figure as shown: 2.996 prints as 3.00 and is coloured as 3.00; 3.7449 prints as 3.74.
    [2.996, 'blue'],
    [2.995, 'blue'],
    [3.7449, 'blue'],
    [3.745, 'green'],
    [2.2449, 'red'],
  ])('%s → %s', (rating, color) => expect(colorForRating(rating)).toBe(color));
});

describe('spreadsheet text', () => {
  it('neutralises a leading = + - @ and restores it on the way back', () => {
    for (const s of ['=1+1', '+SUM(A1)', '-2', '@cmd']) {
      expect(neutraliseFormula(s)).toBe(`'${s}`);
      expect(restoreNeutralised(neutraliseFormula(s))).toBe(s);
    }
    expect(neutraliseFormula('plain')).toBe('plain');
    expect(restoreNeutralised("'quoted")).toBe("'quoted");
  });

  it('reads text and numbers from the shapes exceljs gives', () => {
    expect(cellText({ richText: [{ text: 'Cul' }, { text: 'ture ' }] })).toBe('Culture');
    expect(cellText({ formula: 'A1', result: 'People' } as never)).toBe('People');
    expect(cellText({ text: 'link', hyperlink: 'http://x' })).toBe('link');
    expect(cellNumber(' 3.5 ')).toBe(3.5);
    expect(cellNumber({ formula: '1+1', result: 2 } as never)).toBe(2);
    expect(cellNumber('high')).toBeNull();
    expect(columnLetter(1)).toBe('A');
    expect(columnLetter(28)).toBe('AB');
  });
});
