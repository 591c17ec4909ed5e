import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { useInquiryDocuments } from '../api/get-inquiry-documents';
import { QueryView } from './query-view';

/** The help documents of the inquiry, titled Tools. */
export function DocumentsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const documents = useInquiryDocuments(inquiryId, page);
  const { t } = useTranslation();
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> {t('insights.backToOverview')}
      </Link>
      <h2>{t('insights.pages.documents')}</h2>
      <QueryView query={documents}>
        {(data) => (
          <div className="card table-card">
            {!data.data.length ? (
              <p className="empty">{t('common.noRecords')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table stack-table">
                  <caption className="sr-only">{t('insights.pages.documents')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('insights.documentName')}</th>
                      <th scope="col">{t('insights.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((d) => (
                      <tr key={d.Id}>
                        <td data-label={t('insights.documentName')}>{d.DocumentName}</td>
                        <td data-label={t('insights.actions')}>
                          <a className="btn btn-ghost btn-sm" href={d.path} target="_blank" rel="noreferrer" aria-label={t('insights.downloadLabel', { name: d.DocumentName })}>
                            {t('insights.download')}
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label={t('insights.toolsPages')} />
          </div>
        )}
      </QueryView>
    </>
  );
}
