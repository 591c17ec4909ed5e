import { memo, useState, type FormEvent } from 'react';
import { SENTIMENT_FILTERS, formatNumber, sentimentBand, type SentimentFilter } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/loading';
import { useCommentThemes, type CommentThemeRow } from '../api/get-comment-themes';
import type { CommentFilters } from '../api/get-comments';
import type { Segment } from '../api/segment';
import { CommentSentiment } from './comment-sentiment';
import { CommentThemeChart } from './comment-theme-chart';
import { CommentsList } from './comments-list';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { commentsLead } from './lead-sentences/comments-lead';
import { useWords } from './lead-sentences/use-words';
import './comments.css';

const START: CommentFilters = { question: '', theme: '', sentiment: '', search: '', page: 1 };

/**
 * The Comments tab: the themes of the open answers with their counts and sentiment, a chart of the top themes, and
 * — once the super admin released them (the super admin always) — the comments themselves, filtered by question,
 * theme, sentiment, words and the page's group. Loaded lazily with chart.js.
 */
export default memo(function CommentsTab({
  inquiryId,
  segment = null,
  superAdmin,
}: {
  inquiryId: string;
  segment?: Segment | null;
  superAdmin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sentenceWords = useWords();
  const themes = useCommentThemes(inquiryId, segment);
  const [filters, setFilters] = useState<CommentFilters>(START);
  const [words, setWords] = useState('');
  const set = (change: Partial<CommentFilters>) => setFilters((now) => ({ ...now, page: 1, ...change }));

  if (themes.isPending) return <Loading />;
  if (themes.isError || !themes.data) return <p className="empty">{t('common.noData')}</p>;
  const data = themes.data;
  if (data.Gated)
    return (
      <div className="card cm-gated" role="status">
        <p>{data.Message ?? t('comments.gated', { min: data.MinRespondents })}</p>
      </div>
    );
  const questions = data.Questions.filter((q) => !filters.question || q.Key === filters.question);
  const total = questions.reduce((s, q) => s + q.Count, 0);
  const chartThemes: CommentThemeRow[] = questions.flatMap((q) => q.Themes);
  const canList = superAdmin || data.Released;
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ search: words });
  };

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('comments.title')}</h2>
      <LeadSentence>{commentsLead(chartThemes, sentenceWords)}</LeadSentence>
      <p className="muted">
        {t('comments.basis', {
          comments: formatNumber(total, i18n.language),
          forms: formatNumber(data.N, i18n.language),
        })}
      </p>
      <HowCalculated>
        <p>{t('insights.notes.comments')}</p>
        <p>{t('groups.withheldHint', { min: data.MinRespondents })}</p>
      </HowCalculated>
      {(data.WithheldQuestions ?? 0) > 0 && (
        <p className="card cm-withheld" role="note">
          {t('comments.withheldQuestions', { count: data.WithheldQuestions, min: data.MinRespondents })}
        </p>
      )}

      <form className="cm-filters card" onSubmit={search} role="search" aria-label={t('comments.filters')}>
        <div className="field">
          <label htmlFor="cm-question">{t('comments.question')}</label>
          <select
            id="cm-question"
            value={filters.question}
            onChange={(e) => set({ question: e.target.value, theme: '' })}
          >
            <option value="">{t('comments.allQuestions')}</option>
            {data.Questions.map((q) => (
              <option key={q.Key} value={q.Key}>
                {q.Title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cm-sentiment">{t('comments.sentimentLabel')}</label>
          <select
            id="cm-sentiment"
            value={filters.sentiment}
            onChange={(e) => set({ sentiment: e.target.value as SentimentFilter | '' })}
          >
            <option value="">{t('comments.anySentiment')}</option>
            {SENTIMENT_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`comments.sentiment.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {canList && (
          <div className="field cm-search">
            <label htmlFor="cm-search">{t('comments.search')}</label>
            <div className="cm-search-row">
              <input
                id="cm-search"
                type="search"
                maxLength={100}
                value={words}
                onChange={(e) => setWords(e.target.value)}
              />
              <button type="submit" className="btn">
                {t('comments.searchButton')}
              </button>
            </div>
          </div>
        )}
      </form>

      {questions.map((q) => (
        <section key={q.Key} className="cm-question card" aria-labelledby={`cm-q-${q.Key}`}>
          <h3 id={`cm-q-${q.Key}`}>
            {q.Title} <span className="muted">{t('comments.questionCount', { count: q.Count })}</span>
          </h3>
          {q.Themes.length === 0 ? (
            <p className="empty">{t('comments.noThemes')}</p>
          ) : (
            <ul className="cm-chips" aria-label={t('comments.themesOfQuestion', { question: q.Title })}>
              {q.Themes.map((theme) => {
                const chosen = filters.theme === theme.Theme && (!filters.question || filters.question === q.Key);
                return (
                  <li key={theme.Theme}>
                    <button
                      type="button"
                      className={`cm-chip cm-${sentimentBand(theme.Sentiment)}${chosen ? ' chosen' : ''}`}
                      aria-pressed={chosen}
                      disabled={!canList}
                      onClick={() => set(chosen ? { theme: '' } : { theme: theme.Theme, question: q.Key })}
                    >
                      {/* Spaces between the parts, so the button's name reads "meetings 5 negative -0.43". */}
                      <span className="cm-chip-name">{theme.Theme}</span>{' '}
                      <span className="cm-chip-count">{formatNumber(theme.Count, i18n.language)}</span>{' '}
                      <CommentSentiment value={theme.Sentiment} />
                    </button>
                    {theme.Examples.length > 0 && (
                      <details className="cm-examples">
                        <summary>{t('comments.examples', { theme: theme.Theme })}</summary>
                        <ul>
                          {theme.Examples.map((text) => (
                            <li key={text}>{text}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}

      <CommentThemeChart themes={chartThemes} />

      {canList ? (
        <CommentsList
          inquiryId={inquiryId}
          filters={filters}
          segment={segment}
          onPage={(page) => setFilters((now) => ({ ...now, page }))}
        />
      ) : (
        <div className="card cm-gated" role="status">
          <p>{t('comments.notReleased')}</p>
        </div>
      )}
    </section>
  );
});
