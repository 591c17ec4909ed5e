import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { useParticipants } from '../api/get-participants';
import { QueryView } from './query-view';

export function ParticipantsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const participants = useParticipants(inquiryId, page);
  const { t } = useTranslation();
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> {t('insights.backToOverview')}
      </Link>
      <QueryView query={participants}>
        {(data) => (
          <div className="card table-card">
            {!data.data.length ? (
              <p className="empty">{t('common.noRecords')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table stack-table">
                  <caption className="sr-only">{t('insights.pages.participants')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('insights.name')}</th>
                      <th scope="col">{t('common.email')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((p) => (
                      <tr key={p.RespondentId}>
                        <td data-label={t('insights.name')}>{[p.FirstName, p.LastName].filter(Boolean).join(' ') || '-'}</td>
                        <td data-label={t('common.email')}>{p.Email}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label={t('insights.participantsPages')} />
          </div>
        )}
      </QueryView>
    </>
  );
}
