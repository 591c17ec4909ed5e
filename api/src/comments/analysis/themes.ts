/**
 * Themes of one question's comments: key phrases shared by several comments, ranked against the
 * rest of the inquiry, overlapping ones merged.
 *
 * Method:
 * 1. Document frequency: in how many of this question's comments each key phrase occurs (df), and in
 *    how many of the inquiry's other comments (restDf, over restN comments).
 * 2. A phrase is a candidate when df ≥ max(2, ⌈minShare · n⌉) (shared by several comments).
 * 3. Score = df · (1 + 0.35 · (words − 1)) · ln(1 + lift), lift = (df / n) / ((restDf + 1) / (restN + 1)):
 *    frequent here, rarer in the rest of the inquiry, longer phrases slightly preferred.
 * 4. In score order, a candidate joins an accepted theme when they share a word and half of the smaller
 *    one's comments are in both, or when 80 % of the smaller one's comments are in both (phrases that
 *    always come together); otherwise it becomes a new theme, up to maxThemes.
 * 5. A theme's label is its best phrase, or a longer merged phrase found in ≥ 75 % as many comments
 *    ("approval process" over "approval"), as written (the caller's `written`); its count is the number of
 *    comments holding any of its phrases, its sentiment the mean of their scored sentiments (null if none).
 * A comment can hold several themes. The result is deterministic (ties broken by the phrase's text).
 */
export interface ThemeComment {
  /** The comment's key phrases (see read-comment.ts), each once. */
  phrases: Iterable<string>;
  sentiment: number | null;
}

export interface RestOfInquiry {
  /** Key phrase → number of the inquiry's other comments holding it. */
  df: ReadonlyMap<string, number>;
  comments: number;
}

export interface Theme {
  label: string;
  phrases: string[];
  /** Indices of the comments holding the theme, ascending. */
  members: number[];
  count: number;
  sentiment: number | null;
}

export interface ThemeOptions {
  maxThemes: number;
  minShare: number;
}

export const DEFAULT_THEME_OPTIONS: ThemeOptions = { maxThemes: 10, minShare: 0.005 };

const MAX_CANDIDATES = 400;

interface Candidate {
  key: string;
  words: string[];
  members: number[];
  score: number;
}

interface Building {
  keys: Candidate[];
  words: Set<string>;
  members: Set<number>;
}

const overlap = (a: ReadonlySet<number>, b: readonly number[]) => b.reduce((n, m) => n + (a.has(m) ? 1 : 0), 0);

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function meanSentiment(values: readonly (number | null)[]): number | null {
  const scored = values.filter((v): v is number => v !== null);
  return scored.length ? round3(scored.reduce((s, v) => s + v, 0) / scored.length) : null;
}

/** `written` names a key phrase as people wrote it (its most common written form); the key itself by default. */
export function findThemes(
  comments: readonly ThemeComment[],
  rest: RestOfInquiry,
  options: ThemeOptions = DEFAULT_THEME_OPTIONS,
  written: (key: string) => string = (key) => key,
): Theme[] {
  const n = comments.length;
  const members = new Map<string, number[]>();
  comments.forEach((c, i) => {
    for (const key of c.phrases) {
      let list = members.get(key);
      if (!list) members.set(key, (list = []));
      list.push(i);
    }
  });
  const minCount = Math.max(2, Math.ceil(options.minShare * n));
  const candidates: Candidate[] = [];
  for (const [key, list] of members) {
    if (list.length < minCount) continue;
    const words = key.split(' ');
    const lift = list.length / n / (((rest.df.get(key) ?? 0) + 1) / (rest.comments + 1));
    candidates.push({
      key,
      words,
      members: list,
      score: list.length * (1 + 0.35 * (words.length - 1)) * Math.log(1 + lift),
    });
  }
  candidates.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const themes: Building[] = [];
  for (const c of candidates.slice(0, MAX_CANDIDATES)) {
    const home = themes.find((t) => {
      const shared = overlap(t.members, c.members) / Math.min(t.members.size, c.members.length);
      return (c.words.some((w) => t.words.has(w)) && shared >= 0.5) || shared >= 0.8;
    });
    if (home) {
      home.keys.push(c);
      c.words.forEach((w) => home.words.add(w));
      c.members.forEach((m) => home.members.add(m));
    } else if (themes.length < options.maxThemes) {
      themes.push({ keys: [c], words: new Set(c.words), members: new Set(c.members) });
    }
  }
  return themes
    .map((t) => {
      const best = t.keys[0];
      const longer = t.keys.filter(
        (k) =>
          k.words.length > best.words.length &&
          k.words.join(' ').includes(best.key) &&
          k.members.length >= 0.75 * best.members.length,
      );
      const labelKey = longer.length
        ? longer.sort((a, b) => b.members.length - a.members.length || a.key.localeCompare(b.key))[0]
        : best;
      const list = [...t.members].sort((a, b) => a - b);
      return {
        label: written(labelKey.key),
        phrases: t.keys.map((k) => k.key),
        members: list,
        count: list.length,
        sentiment: meanSentiment(list.map((i) => comments[i].sentiment)),
      };
    })
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
