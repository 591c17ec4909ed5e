import { isComment } from '../../answers/comment-text';
import type { CommentLanguage } from './language';
import { ReadComment, readComment } from './read-comment';
import { DEFAULT_THEME_OPTIONS, findThemes, Theme, ThemeOptions } from './themes';

/**
 * The analysis of an inquiry's comments: each comment read once (read-comment.ts), then the themes of
 * each question found against the rest of the inquiry (themes.ts). Answers that are not comments
 * (empty, whitespace, "NA") are left out and not counted. Only compact results are kept per comment
 * (its key phrases, not its text), so memory grows with the number of comments, not their length.
 */
export interface SourceComment {
  /** The caller's reference of the answer (its id). */
  ref: number;
  /** The question the comment answers ("d:12", "c:3"). */
  question: string;
  text: string | null;
}

export interface AnalysedComment {
  ref: number;
  question: string;
  language: CommentLanguage;
  sentiment: number | null;
  /** Indices into its question's themes. */
  themes: number[];
}

export interface QuestionThemes {
  question: string;
  comments: number;
  themes: Theme[];
  /** The refs of the question's comments: a theme's members index this list. */
  refs: number[];
}

export interface CommentAnalysis {
  comments: AnalysedComment[];
  questions: QuestionThemes[];
}

export interface Held {
  ref: number;
  language: CommentLanguage;
  sentiment: number | null;
  /** Ids of its key phrases (interned: a comment holds a few numbers, not strings and maps). */
  phrases: Uint32Array;
}

/**
 * What the comments read so far leave for the themes: plain data, so it can be handed to a worker thread
 * (structured clone) and finished there.
 */
export interface AnalyserState {
  /** Per question, in the order first met: its comments in the order read. */
  questions: [question: string, held: Held[]][];
  /** Key phrase → number of the inquiry's comments holding it. */
  inquiryDf: Map<string, number>;
  /** Phrase id → key, and per id the written forms with their counts. */
  keys: string[];
  forms: Map<string, number>[];
  total: number;
}

export interface CommentAnalyser {
  /** Reads one answer (left out when it is not a comment). */
  add(source: SourceComment): void;
  /** Adds one comment read elsewhere (readComment of its text, in a worker thread); the caller left out non-comments. */
  addRead(ref: number, question: string, read: ReadComment): void;
  /** The comments read so far, for finishAnalysis. */
  state(): AnalyserState;
  /** The themes of every question and each comment's themes. */
  finish(): CommentAnalysis;
}

/** An analysis fed one answer at a time, so a caller can read the answers in pages. */
export function createCommentAnalyser(options: ThemeOptions = DEFAULT_THEME_OPTIONS): CommentAnalyser {
  const byQuestion = new Map<string, Held[]>();
  const inquiryDf = new Map<string, number>();
  const keys: string[] = [];
  const idOf = new Map<string, number>();
  const forms: Map<string, number>[] = [];
  let total = 0;
  const analyser: CommentAnalyser = {
    add(s) {
      if (!isComment(s.text)) return;
      analyser.addRead(s.ref, s.question, readComment(s.text));
    },
    addRead(ref, question, read) {
      let list = byQuestion.get(question);
      if (!list) byQuestion.set(question, (list = []));
      const ids = new Uint32Array(read.phrases.size);
      let n = 0;
      for (const [key, form] of read.phrases) {
        let id = idOf.get(key);
        if (id === undefined) {
          id = keys.push(key) - 1;
          idOf.set(key, id);
          forms.push(new Map());
        }
        forms[id].set(form, (forms[id].get(form) ?? 0) + 1);
        ids[n++] = id;
        inquiryDf.set(key, (inquiryDf.get(key) ?? 0) + 1);
      }
      list.push({ ref, language: read.language, sentiment: read.sentiment, phrases: ids });
      total++;
    },
    state: () => ({ questions: [...byQuestion], inquiryDf, keys, forms, total }),
    finish: () => finishAnalysis(analyser.state(), options),
  };
  return analyser;
}

/** The themes of every question of the state and each comment's themes (themes.ts). */
export function finishAnalysis(
  { questions: byQuestion, inquiryDf, keys, forms, total }: AnalyserState,
  options: ThemeOptions = DEFAULT_THEME_OPTIONS,
): CommentAnalysis {
  const idOf = new Map(keys.map((key, id) => [key, id]));
  const written = (key: string) =>
    [...forms[idOf.get(key)!]].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  const comments: AnalysedComment[] = [];
  const questions: QuestionThemes[] = [];
  for (const [question, held] of byQuestion) {
    // The rest of the inquiry: every other question's comments (this question's df subtracted).
    const own = new Map<string, number>();
    for (const h of held) for (const id of h.phrases) own.set(keys[id], (own.get(keys[id]) ?? 0) + 1);
    const restDf = new Map<string, number>();
    for (const [key, n] of own) restDf.set(key, (inquiryDf.get(key) ?? 0) - n);
    const input = held.map((h) => ({ phrases: Array.from(h.phrases, (id) => keys[id]), sentiment: h.sentiment }));
    const themes = findThemes(input, { df: restDf, comments: total - held.length }, options, written);
    const themesOf = new Map<number, number[]>();
    themes.forEach((t, index) => t.members.forEach((m) => themesOf.set(m, [...(themesOf.get(m) ?? []), index])));
    held.forEach((h, i) =>
      comments.push({
        ref: h.ref,
        question,
        language: h.language,
        sentiment: h.sentiment,
        themes: themesOf.get(i) ?? [],
      }),
    );
    questions.push({ question, comments: held.length, themes, refs: held.map((h) => h.ref) });
  }
  return { comments, questions };
}

export function analyseComments(
  source: Iterable<SourceComment>,
  options: ThemeOptions = DEFAULT_THEME_OPTIONS,
): CommentAnalysis {
  const analyser = createCommentAnalyser(options);
  for (const s of source) analyser.add(s);
  return analyser.finish();
}
