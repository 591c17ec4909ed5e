/**
 * Sentiment of comments (docs/features/comments.md): a score in [-1, 1], or null when the comment's language is not
 * scored. Bands for filters and colours: above +0.05 positive, below −0.05 negative, else neutral.
 */
export const SENTIMENT_FILTERS = ['positive', 'neutral', 'negative', 'unscored'] as const;
export type SentimentFilter = (typeof SENTIMENT_FILTERS)[number];

export const SENTIMENT_BAND_EDGE = 0.05;

export function sentimentBand(score: number | null): SentimentFilter {
  if (score === null) return 'unscored';
  if (score > SENTIMENT_BAND_EDGE) return 'positive';
  if (score < -SENTIMENT_BAND_EDGE) return 'negative';
  return 'neutral';
}
