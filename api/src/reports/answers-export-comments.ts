import type { AnswerExportRow } from './answers-export-writer';

/** A comment's analysis as the export shows it (comments module: CommentReadsService.ofAnswers). */
export type CommentColumns = ReadonlyMap<number, { themes: string[]; sentiment: number | null }>;

/** The export's rows with the Themes and Sentiment of each comment (other answers leave both empty). */
export async function* withCommentColumns(
  batches: AsyncIterable<AnswerExportRow[]>,
  comments: CommentColumns,
): AsyncGenerator<AnswerExportRow[]> {
  for await (const rows of batches) {
    yield rows.map((r) => {
      const c = r.answerId === undefined ? undefined : comments.get(r.answerId);
      return c ? { ...r, themes: c.themes.join('; ') || null, sentiment: c.sentiment } : r;
    });
  }
}
