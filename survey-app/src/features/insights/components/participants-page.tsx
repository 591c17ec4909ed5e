import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { insightsApi } from '../api/insights-api';
import { ResourceView } from './resource-view';
import { useResource } from './use-resource';

export function ParticipantsPage({ inquiryId, base }: { inquiryId: string; base: string }) {
  const [page, setPage] = useState(1);
  const participants = useResource(() => insightsApi.participants(inquiryId, page), `${inquiryId}-${page}`);
  return (
    <>
      <Link to={`${base}/overview`} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> Back to Overview
      </Link>
      <ResourceView resource={participants}>
        {(data) => (
          <div className="card table-card">
            {!data.data?.length ? (
              <p className="empty">No Records to show here</p>
            ) : (
              <div className="table-wrap">
                <table className="table stack-table">
                  <caption className="sr-only">Participants</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((p) => (
                      <tr key={p.Id}>
                        <td data-label="Name">{[p.FirstName, p.LastName].filter(Boolean).join(' ') || '-'}</td>
                        <td data-label="Email">{p.Email}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label="Participants pages" />
          </div>
        )}
      </ResourceView>
    </>
  );
}
