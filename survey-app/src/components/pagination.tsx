import { useTranslation } from '../lib/i18n/use-translation';

interface Props {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous / next with up to three neighbouring page numbers (platform-administration.md §2.3). */
export function Pagination({ page, totalPage, onPage, label }: Props) {
  const { t } = useTranslation();
  if (totalPage <= 1) return null;
  const start = Math.max(1, Math.min(page - 1, totalPage - 2));
  const pages = Array.from({ length: Math.min(3, totalPage) }, (_, i) => start + i);
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={`btn ${p === page ? 'btn-primary' : 'btn-ghost'}`}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: p })}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className="btn btn-ghost" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
