import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../../components/pagination';
import { QueryView } from './query-view';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  overview: string;
  title: string;
  /** Whether the title is shown as a heading, or only named for screen readers. */
  showTitle?: boolean;
  query: UseQueryResult<{ data: Row[]; totalPage: number }>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  pagesLabel: string;
  onPage: (page: number) => void;
  page: number;
}

/** An overview sub-page: back to the overview, then one paged table that stacks into cards on a phone. */
export function PagedTablePage<Row>({
  overview,
  title,
  showTitle = true,
  query,
  columns,
  rowKey,
  pagesLabel,
  onPage,
  page,
}: Props<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> {t('insights.backToOverview')}
      </Link>
      {showTitle && <h2>{title}</h2>}
      <QueryView query={query}>
        {(data) => (
          <div className="card table-card">
            {!data.data.length ? (
              <p className="empty">{t('common.noRecords')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table stack-table">
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      {columns.map((c) => (
                        <th key={c.label} scope="col">
                          {c.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((row) => (
                      <tr key={rowKey(row)}>
                        {columns.map((c) => (
                          <td key={c.label} data-label={c.label}>
                            {c.cell(row)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPage={data.totalPage} onPage={onPage} label={pagesLabel} />
          </div>
        )}
      </QueryView>
    </>
  );
}
