import { findThemes, meanSentiment, ThemeComment } from './themes';

const c = (keys: string[], sentiment: number | null = 0): ThemeComment => ({ phrases: keys, sentiment });
const none = { df: new Map<string, number>(), comments: 0 };

describe('findThemes', () => {
  it('keeps only phrases shared by at least two comments', () => {
    expect(findThemes([c(['canteen']), c(['parking'])], none)).toEqual([]);
  });

  it('merges a phrase into a theme it shares a word and comments with, and labels it with the longer phrase found as often', () => {
    const themes = findThemes(
      [
        c(['approval', 'approval process', 'process']),
        c(['approval', 'approval process']),
        c(['approval', 'approval process']),
        c(['approval']),
      ],
      none,
    );
    expect(themes).toHaveLength(1);
    expect(themes[0]).toMatchObject({ label: 'approval process', count: 4, members: [0, 1, 2, 3] });
  });

  it('keeps apart themes that share a word but not their comments', () => {
    const themes = findThemes([c(['team lead']), c(['team lead']), c(['team spirit']), c(['team spirit'])], none);
    expect(themes.map((t) => t.label).sort()).toEqual(['team lead', 'team spirit']);
  });

  it('gives the mean of the scored sentiments, null when none is scored', () => {
    const themes = findThemes(
      [c(['canteen'], -0.5), c(['canteen'], 0.1), c(['canteen'], null), c(['réunion'], null), c(['réunion'], null)],
      none,
    );
    expect(themes.find((t) => t.label === 'canteen')!.sentiment).toBe(-0.2);
    expect(themes.find((t) => t.label === 'réunion')!.sentiment).toBeNull();
  });

  it('ranks against the rest of the inquiry and stops at maxThemes', () => {
    const comments = [
      c(['company', 'salary']),
      c(['company', 'salary']),
      c(['company', 'office']),
      c(['company', 'office']),
    ];
    const rest = { df: new Map([['company', 40]]), comments: 40 };
    const themes = findThemes(comments, rest, { maxThemes: 1, minShare: 0 });
    expect(themes.map((t) => t.label)).toEqual(['office']);
  });

  it('is the same for the same input', () => {
    const comments = [c(['a1', 'b1']), c(['a1', 'b1']), c(['b1', 'c1']), c(['c1'])];
    expect(findThemes(comments, none)).toEqual(findThemes(comments, none));
  });
});

describe('meanSentiment', () => {
  it('ignores unscored comments', () => expect(meanSentiment([1, null, 0])).toBe(0.5));
});
