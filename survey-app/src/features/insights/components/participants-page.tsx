import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NO_RECORDS } from '@portal/contracts';
import { Pagination } from '../../../components/pagination';
import { useParticipants } from '../api/get-participants';
import { QueryView } from './query-view';

export function ParticipantsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const participants = useParticipants(inquiryId, page);
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> Back to Overview
      </Link>
      <QueryView query={participants}>
        {(data) => (
          <div className="card table-card">
            {!data.data.length ? (
              <p className="empty">{NO_RECORDS}</p>
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
                      <tr key={p.RespondentId}>
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
      </QueryView>
    </>
  );
}
