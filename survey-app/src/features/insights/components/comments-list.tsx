import { formatNumber } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/loading';
import { COMMENTS_PAGE_SIZE, useComments, type CommentFilters } from '../api/get-comments';
import type { Segment } from '../api/segment';
import { CommentSentiment } from './comment-sentiment';

/** The released comments, a page at a time; each drawn as text (React escapes it), never as markup. */
export function CommentsList({
  inquiryId,
  filters,
  segment,
  onPage,
}: {
  inquiryId: string;
  filters: CommentFilters;
  segment: Segment | null;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const comments = useComments(inquiryId, filters, segment, true);
  if (comments.isPending) return <Loading />;
  if (comments.isError || !comments.data) return <p className="empty">{t('common.noData')}</p>;
  const { data, totalItem, totalPage, currentPage } = comments.data;
  return (
    <section className="cm-list" aria-labelledby="cm-list-title">
      <h3 id="cm-list-title">
        {t('comments.listTitle')} <span className="muted">({formatNumber(totalItem, i18n.language)})</span>
      </h3>
      {data.length === 0 ? (
        <p className="empty">{t('comments.noMatch')}</p>
      ) : (
        <ul className="cm-items">
          {data.map((c, n) => (
            <li key={`${currentPage}-${n}`} className="cm-item card">
              <p className="cm-text">{c.Text}</p>
              <p className="cm-meta">
                <CommentSentiment value={c.Sentiment} />
                {c.Themes.length > 0 && (
                  <span className="cm-item-themes">{t('comments.themesOf', { themes: c.Themes.join(', ') })}</span>
                )}
                <span className="muted cm-item-question">{c.Question}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {totalPage > 1 && (
        <nav className="cm-pager" aria-label={t('comments.pages')}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={currentPage <= 1}
            onClick={() => onPage(currentPage - 1)}
          >
            {t('comments.previous')}
          </button>
          <span>{t('comments.pageOf', { page: currentPage, pages: totalPage })}</span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={currentPage >= totalPage}
            onClick={() => onPage(currentPage + 1)}
          >
            {t('comments.next')}
          </button>
        </nav>
      )}
      <p className="muted cm-note">{t('comments.orderNote', { size: COMMENTS_PAGE_SIZE })}</p>
    </section>
  );
}
