/**
 * A cheap language guess for one comment: the share of its words that are common function words
 * (stop words) of English, French, German or Spanish. Only English is scored for sentiment (the
 * model is English); a comment is taken as English unless another language's stop words clearly
 * outnumber the English ones, so short English fragments without any stop word ("Slow approvals")
 * are still scored.
 */
export type CommentLanguage = 'en' | 'fr' | 'de' | 'es';

export const STOP_WORDS: Record<CommentLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be been but by can could do does for from had has have how i if in is it its me more most my no not of on or our so than that the their them there they this to too too very was we were what when which who will with would you your many much all any'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des du de et est sont être ont avec pour pas plus que qui dans sur ce cette ces il elle nous vous ils elles on au aux mais ou très trop nos notre leur leurs se sa son ses ne peu tout tous'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einen und ist sind nicht mit für auf zu im in von wir ihr sie es auch aber oder sehr zu zum zur bei nach wie mehr kein keine unsere unser wird werden haben hat'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas y es son no con para por que en del al lo se su sus muy más pero como nuestro nuestra nos hay demasiado demasiados poco mucho muchas muchos está están ser'.split(
      ' ',
    ),
  ),
};

const OTHERS: CommentLanguage[] = ['fr', 'de', 'es'];

/** The language of a comment from its lower-cased words. */
export function detectLanguage(words: readonly string[]): CommentLanguage {
  const count = (lang: CommentLanguage) => words.reduce((n, w) => n + (STOP_WORDS[lang].has(w) ? 1 : 0), 0);
  const english = count('en');
  let best: CommentLanguage = 'en';
  let bestCount = english;
  for (const lang of OTHERS) {
    const n = count(lang);
    if (n > bestCount) {
      best = lang;
      bestCount = n;
    }
  }
  // Another language wins only with at least two of its stop words (one shared-looking word is not enough).
  return best !== 'en' && bestCount >= 2 ? best : 'en';
}
