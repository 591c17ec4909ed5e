import { describe, expect, it } from 'vitest';
import type { CommentThemeRow } from '../../api/get-comment-themes';
import { commentsLead } from './comments-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');
const theme = (Theme: string, Count: number, Sentiment: number | null): CommentThemeRow =>
  ({ Theme, Count, Sentiment, Examples: [] }) as CommentThemeRow;

describe('commentsLead', () => {
  it('names the theme most comments share, with its count and tone', () => {
    const themes = [theme('workload', 3, 0.1), theme('meetings', 5, -0.43), theme('tools', 2, 0.5)];
    expect(commentsLead(themes, en)).toBe('The theme mentioned most is “meetings” (5 comments; tone: negative).');
  });

  it('names every theme of a tie once, even when two questions share it', () => {
    const themes = [theme('meetings', 4, -0.4), theme('workload', 4, 0), theme('meetings', 4, -0.2)];
    expect(commentsLead(themes, en)).toBe('The themes mentioned most are “meetings” and “workload” (4 comments each).');
  });

  it('says a theme in a language that is not scored is not scored', () => {
    expect(commentsLead([theme('réunions', 2, null)], en)).toBe(
      'The theme mentioned most is “réunions” (2 comments; tone: not scored).',
    );
  });

  it('says no theme is shared yet rather than naming one', () => {
    expect(commentsLead([], en)).toBe('No theme is shared by several comments yet.');
  });
});
