import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_STATE_LABELS, NO_RECORDS, staffFormPaths } from '@portal/contracts';
import { Loading } from '../../../components/loading';
import { Pagination } from '../../../components/pagination';
import { sessionEmail, sessionState } from '../../../lib/session';
import { useStaffForms } from '../api/get-staff-forms';
import { formatDate } from './format-date';

/** The customer user's dashboard: the survey forms assigned to them, 8 per page. */
export default function SurveyListPage() {
  const [page, setPage] = useState(1);
  const forms = useStaffForms(sessionEmail(), page);
  const result = forms.data;
  // An ended session is on its way to the login page: saying the list is empty or broken meanwhile would mislead.
  const sessionEnding = sessionState() !== 'valid';
  const failed = forms.isError && !sessionEnding;

  return (
    <section aria-labelledby="survey-list-title">
      <div className="page-head">
        <h1 id="survey-list-title">Survey Forms</h1>
      </div>
      {failed && <p className="empty">The survey forms could not be loaded.</p>}
      {!failed && (!result || sessionEnding) && <Loading />}
      {!failed && result && !sessionEnding && (
        <div className="card table-card">
          {result.data.length === 0 ? (
            <p className="empty">{NO_RECORDS}</p>
          ) : (
            <div className="table-wrap">
              <table className="table stack-table">
                <caption className="sr-only">Survey forms assigned to you</caption>
                <thead>
                  <tr>
                    <th scope="col">Inquiry Type</th>
                    <th scope="col">Description</th>
                    <th scope="col">Expiry Date</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((form) => {
                    const status = form.Status;
                    const { view: viewTo, edit: editTo } = staffFormPaths('CustomerUser', form);
                    return (
                      <tr key={`${form.InquiryId}-${form.CustomerUserId}`}>
                        <td data-label="Inquiry Type">{form.InquiryTypeName}</td>
                        <td data-label="Description" title={form.Description}>
                          {truncate(form.Description, 45)}
                        </td>
                        <td data-label="Expiry Date">{formatDate(form.ExpiryDate)}</td>
                        <td data-label="Status">
                          <span className={`badge badge-${status}`}>{FORM_STATE_LABELS[status]}</span>
                        </td>
                        <td data-label="Actions">
                          <div className="button-row">
                            {status === 'pending' ? (
                              <button type="button" className="btn btn-ghost btn-sm" disabled aria-label={`View ${form.InquiryTypeName} (nothing saved yet)`}>
                                View
                              </button>
                            ) : (
                              <Link className="btn btn-ghost btn-sm" to={viewTo} aria-label={`View ${form.InquiryTypeName}: ${form.Description}`}>
                                View
                              </Link>
                            )}
                            {status === 'completed' ? (
                              <button type="button" className="btn btn-primary btn-sm" disabled>
                                Edit
                              </button>
                            ) : (
                              <Link className="btn btn-primary btn-sm" to={editTo} aria-label={`Edit ${form.InquiryTypeName}: ${form.Description}`}>
                                Edit
                              </Link>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={page} totalPage={result.totalPage} onPage={setPage} label="Survey forms pages" />
        </div>
      )}
    </section>
  );
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
