import { useState } from 'react';
import { Link } from 'react-router-dom';
import { staffFormPaths } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { SharedActionsSlot } from '../../../components/feature-slots';
import { Loading } from '../../../components/loading';
import { Pagination } from '../../../components/pagination';
import { sessionEmail, sessionState } from '../../../lib/session';
import { useStaffForms } from '../api/get-staff-forms';
import { formatDate } from './format-date';

/** The customer user's dashboard: the survey forms assigned to them, 8 per page. */
export default function SurveyListPage() {
  const [page, setPage] = useState(1);
  const { t } = useTranslation();
  const forms = useStaffForms(sessionEmail(), page);
  const result = forms.data;
  // An ended session is on its way to the login page: saying the list is empty or broken meanwhile would mislead.
  const sessionEnding = sessionState() !== 'valid';
  const failed = forms.isError && !sessionEnding;

  return (
    <section aria-labelledby="survey-list-title">
      <div className="page-head">
        <h1 id="survey-list-title">{t('surveyList.title')}</h1>
      </div>
      {failed && <p className="empty">{t('surveyList.loadFailed')}</p>}
      {!failed && (!result || sessionEnding) && <Loading />}
      {!failed && result && !sessionEnding && (
        <div className="card table-card">
          {result.data.length === 0 ? (
            <p className="empty">{t('common.noRecords')}</p>
          ) : (
            <div className="table-wrap">
              <table className="table stack-table">
                <caption className="sr-only">{t('surveyList.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('surveyList.inquiryType')}</th>
                    <th scope="col">{t('surveyList.description')}</th>
                    <th scope="col">{t('surveyList.expiryDate')}</th>
                    <th scope="col">{t('surveyList.status')}</th>
                    <th scope="col">{t('surveyList.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((form) => {
                    const status = form.Status;
                    const { view: viewTo, edit: editTo } = staffFormPaths('CustomerUser', form);
                    return (
                      <tr key={`${form.InquiryId}-${form.CustomerUserId}`}>
                        <td data-label={t('surveyList.inquiryType')}>{form.InquiryTypeName}</td>
                        <td data-label={t('surveyList.description')} title={form.Description}>
                          {truncate(form.Description, 45)}
                        </td>
                        <td data-label={t('surveyList.expiryDate')}>{formatDate(form.ExpiryDate)}</td>
                        <td data-label={t('surveyList.status')}>
                          <span className={`badge badge-${status}`}>{t(`formStates.${status}`)}</span>
                        </td>
                        <td data-label={t('surveyList.actions')}>
                          <div className="button-row">
                            {status === 'pending' ? (
                              <button
                                type="button"
                                className="btn btn-ghost btn-sm"
                                disabled
                                aria-label={t('surveyList.viewPending', { name: form.InquiryTypeName })}
                              >
                                {t('surveyList.view')}
                              </button>
                            ) : (
                              <Link
                                className="btn btn-ghost btn-sm"
                                to={viewTo}
                                aria-label={t('surveyList.viewLabel', {
                                  name: form.InquiryTypeName,
                                  description: form.Description,
                                })}
                              >
                                {t('surveyList.view')}
                              </Link>
                            )}
                            {status === 'completed' ? (
                              <button type="button" className="btn btn-primary btn-sm" disabled>
                                {t('surveyList.edit')}
                              </button>
                            ) : (
                              <Link
                                className="btn btn-primary btn-sm"
                                to={editTo}
                                aria-label={t('surveyList.editLabel', {
                                  name: form.InquiryTypeName,
                                  description: form.Description,
                                })}
                              >
                                {t('surveyList.edit')}
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
          <Pagination page={page} totalPage={result.totalPage} onPage={setPage} label={t('surveyList.pages')} />
        </div>
      )}
      {!failed && result && !sessionEnding && <SharedActionsSlot inquiryIds={result.data.map((f) => f.InquiryId)} />}
    </section>
  );
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
