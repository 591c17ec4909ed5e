import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NO_RECORDS } from '@portal/contracts';
import { Pagination } from '../../../components/pagination';
import { useInquiryDocuments } from '../api/get-inquiry-documents';
import { QueryView } from './query-view';

/** The help documents of the inquiry, titled Tools. */
export function DocumentsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const documents = useInquiryDocuments(inquiryId, page);
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> Back to Overview
      </Link>
      <h2>Tools</h2>
      <QueryView query={documents}>
        {(data) => (
          <div className="card table-card">
            {!data.data.length ? (
              <p className="empty">{NO_RECORDS}</p>
            ) : (
              <div className="table-wrap">
                <table className="table stack-table">
                  <caption className="sr-only">Tools</caption>
                  <thead>
                    <tr>
                      <th scope="col">Document Name</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((d) => (
                      <tr key={d.Id}>
                        <td data-label="Document Name">{d.DocumentName}</td>
                        <td data-label="Actions">
                          <a className="btn btn-ghost btn-sm" href={d.path} target="_blank" rel="noreferrer" aria-label={`Download Document ${d.DocumentName}`}>
                            Download Document
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label="Tools pages" />
          </div>
        )}
      </QueryView>
    </>
  );
}
