import { AnalyserState, CommentAnalysis, finishAnalysis } from './analyse-comments';
import { ReadComment, readComment } from './read-comment';

/**
 * The comment analysis's CPU work, run in a worker thread of the comments' pool (comment-analysis-pool.ts): the
 * request thread reads the answers and stores the result, this module only computes. Two kinds of task:
 * - read: a batch of comment texts, each read by wink-nlp (language, sentiment, key phrases);
 * - themes: the themes of every question from the state the reads left (analyse-comments.ts).
 */
export type AnalysisTask = { kind: 'read'; texts: string[] } | { kind: 'themes'; state: AnalyserState };

export type AnalysisTaskResult<T extends AnalysisTask> = T extends { kind: 'read' } ? ReadComment[] : CommentAnalysis;

export default function runAnalysisTask(task: AnalysisTask): ReadComment[] | CommentAnalysis {
  if (task.kind === 'read') return task.texts.map(readComment);
  return finishAnalysis(task.state);
}
