import winkNLP, { type WinkMethods } from 'wink-nlp';
import { round3 } from './themes';
import { CommentLanguage, detectLanguage, STOP_WORDS } from './language';
import { workplaceCorrection } from './workplace-lexicon';

/**
 * The longest text the analysis reads of one comment (the stored answer is kept whole): themes and
 * sentiment come from what a comment opens with, and reading costs a few ms per 1,000 characters, so an
 * inquiry of pasted essays costs no more than one of long comments.
 */
export const MAX_ANALYSED_CHARS = 2_000;
/** The most of a comment's text analysedText looks at: all a caller needs to hand over for a comment to be read. */
export const MAX_SOURCE_CHARS = 2 * MAX_ANALYSED_CHARS;

/**
 * The part of a comment the analysis reads: whitespace runs folded, at most MAX_ANALYSED_CHARS, cut after a
 * whole word where one ends in its last 40 characters. The same text read again gives the same text.
 */
export function analysedText(text: string): string {
  const folded = text.slice(0, MAX_SOURCE_CHARS).replace(/\s+/g, ' ').trim();
  if (folded.length <= MAX_ANALYSED_CHARS) return folded;
  const cut = folded.slice(0, MAX_ANALYSED_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  return (space >= MAX_ANALYSED_CHARS - 40 ? cut.slice(0, space) : cut.slice(0, MAX_ANALYSED_CHARS)).trim();
}

/**
 * One comment read by wink-nlp with its English "lite web" model (MIT, shipped in the npm package:
 * no network at run time): tokens, part of speech, lemmas and a sentiment score in [-1, 1].
 * English comments are scored (with the corrections of workplace-lexicon.ts); others keep their key phrases but their sentiment is null ("not scored").
 *
 * Key phrases (theme candidates):
 * - English: runs of nouns, proper nouns and adjectives (not stop words); every 1–3 word n-gram of a
 *   run that ends on a noun, as lemmas ("slow approvals" → "slow approval", "approval").
 * - Other languages: runs of words that are not stop words of that language, 1–2 word n-grams of
 *   their lower-cased forms (the English lemmatiser would mangle them).
 */
let nlp: WinkMethods | undefined;

/**
 * The model takes ~40 MB of memory once read: it is read with the first comment analysed, not when the
 * API starts (most processes never analyse a comment, and every other figure, such as an export's peak
 * memory, would carry it).
 */
function reader(): WinkMethods {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the large model loads on the first analysis only
  return (nlp ??= winkNLP(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]));
}

export interface ReadComment {
  language: CommentLanguage;
  /** In [-1, 1]; null when the language is not scored. */
  sentiment: number | null;
  /** Key phrase (lemmas joined by a space) → the words as written, lower-cased. */
  phrases: Map<string, string>;
}

/** Nouns that say nothing on their own. */
// Units of time are left out on their own too ("every week", "a waste of time"); in a phrase they stay ("time pressure").
const GENERIC = new Set([
  'thing',
  'things',
  'lot',
  'lots',
  'bit',
  'way',
  'kind',
  'sort',
  'something',
  'anything',
  'everything',
  'nothing',
  'stuff',
  'one',
  'etc',
  'na',
  'n/a',
  'time',
  'day',
  'week',
  'month',
  'year',
]);
const NOUNS = new Set(['NOUN', 'PROPN']);
const IN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ']);

interface Word {
  lemma: string;
  written: string;
  pos: string;
  inPhrase: boolean;
}

function addNgrams(run: Word[], maxLength: number, needsNoun: boolean, out: Map<string, string>): void {
  for (let start = 0; start < run.length; start++) {
    for (let len = 1; len <= maxLength && start + len <= run.length; len++) {
      const part = run.slice(start, start + len);
      const last = part[part.length - 1];
      if (needsNoun && !NOUNS.has(last.pos)) continue;
      if (part.length === 1 && GENERIC.has(last.lemma)) continue;
      const key = part.map((w) => w.lemma).join(' ');
      if (!out.has(key)) out.set(key, part.map((w) => w.written).join(' '));
    }
  }
}

export function readComment(text: string): ReadComment {
  // Lower-cased first: the tagger takes a capitalised first word for a proper noun and then does not lemmatise it.
  const wink = reader();
  const its = wink.its;
  const doc = wink.readDoc(analysedText(text).toLowerCase());
  const types = doc.tokens().out(its.type) as string[];
  // The value as written, lower-cased: its.normal also turns British spellings American (programme → program).
  const normals = (doc.tokens().out(its.value) as string[]).map((v) => v.toLowerCase());
  const lowerWords = normals.filter((_, i) => types[i] === 'word');
  const language = detectLanguage(lowerWords);
  const english = language === 'en';
  const lemmas = english ? (doc.tokens().out(its.lemma as never) as string[]) : normals;
  const pos = english ? (doc.tokens().out(its.pos) as string[]) : [];
  const stops = STOP_WORDS[language];
  const words: Word[] = normals.map((written, i) => {
    const lemma = lemmas[i].toLowerCase();
    const isWord = types[i] === 'word' && /\p{L}/u.test(written) && written.length >= (english ? 2 : 3);
    const inPhrase =
      isWord && !stops.has(written) && !STOP_WORDS.en.has(written) && (english ? IN_PHRASE.has(pos[i]) : true);
    return { lemma, written, pos: english ? pos[i] : 'X', inPhrase };
  });
  const phrases = new Map<string, string>();
  let run: Word[] = [];
  const flush = () => {
    if (run.length) addNgrams(run, english ? 3 : 2, english, phrases);
    run = [];
  };
  for (const w of words) {
    if (w.inPhrase) run.push(w);
    else flush();
  }
  flush();
  const sentiment = english
    ? round3(
        Math.max(
          -1,
          Math.min(
            1,
            (Number(doc.out(its.sentiment as never)) || 0) + workplaceCorrection(lemmas.map((l) => l.toLowerCase())),
          ),
        ),
      )
    : null;
  return { language, sentiment, phrases };
}
