import { formatNumber, sentimentBand } from '@portal/contracts';
import type { CommentThemeRow } from '../../api/get-comment-themes';
import { listOf, quoted, type Words } from './words';

/**
 * The comment themes in one sentence: the theme (or themes, on a tie) the most comments share, with their tone, from
 * the same rows the chart of top themes draws. A theme shared under two questions is one bar per question in the
 * chart, and is named once here.
 */
export function commentsLead(themes: CommentThemeRow[], words: Words): string {
  const { t, language } = words;
  if (themes.length === 0) return t('comments.noThemes');
  const most = Math.max(...themes.map((theme) => theme.Count));
  const top = themes.filter((theme) => theme.Count === most);
  const names = [...new Set(top.map((theme) => theme.Theme))];
  const count = formatNumber(most, language);
  if (names.length > 1)
    return t('insights.lead.commentsTied', {
      themes: listOf(
        names.map((name) => quoted(words, name)),
        language,
      ),
      count: most,
      shown: count,
    });
  return t('insights.lead.comments', {
    theme: quoted(words, names[0]),
    count: most,
    shown: count,
    sentiment: t(`comments.sentiment.${sentimentBand(top[0].Sentiment)}`),
  });
}
