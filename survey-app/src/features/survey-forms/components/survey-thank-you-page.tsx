import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { NOT_FOUND_PATH, type Role } from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isNotFound } from '../../../lib/not-found';
import { formatDate } from './format-date';
import { editPath, viewPath } from './submitted-path';
import { backPath } from './survey-form-source';
import { useSurveyForm } from './use-survey-form';
import './survey-form.css';

interface Props {
  role: Extract<Role, 'CustomerAdmin' | 'CustomerUser'>;
}

/**
 * What a respondent sees once their form is submitted: that it arrived, who sees what of it, when the results come,
 * and the way back to their surveys. Only a completed form has one; any other form's address opens the form.
 */
export default function SurveyThankYouPage({ role }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const own = { inquiryTypeId: params.inquiryTypeId ?? '', inquiryId: params.inquiryId ?? '' };
  const form = useSurveyForm({ kind: 'own', ...own });
  const toList = backPath(role, own.inquiryId);
  // The form was left scrolled to its footer: the thank-you screen starts at its title.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (form.isError) {
    if (isNotFound(form.error)) return <Navigate to={NOT_FOUND_PATH} replace />;
    return (
      <section className="card thank-you">
        <p className="empty">{t('surveyForm.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => goTo(navigate, toList)}>
          {t('surveyForm.thankYou.toList')}
        </button>
      </section>
    );
  }
  if (!form.data) return <Loading />;
  if (form.data.status !== 'completed') return <Navigate to={editPath(role, own)} replace />;

  const { expiryDate, minRespondents, customerUserId } = form.data;
  return (
    <section className="card thank-you" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{t('surveyForm.thankYou.title')}</h1>
      <p>{t('surveyForm.thankYou.received')}</p>
      <div className="start-privacy thank-you-privacy">
        <p>{t('surveyForm.thankYou.confidential')}</p>
        {minRespondents !== null && <p>{t('surveyForm.start.privacy', { min: minRespondents })}</p>}
      </div>
      <p>
        {expiryDate
          ? t('surveyForm.thankYou.resultsOn', { date: formatDate(expiryDate) })
          : t('surveyForm.thankYou.resultsLater')}
      </p>
      <div className="button-row thank-you-actions">
        <button type="button" className="btn btn-primary" onClick={() => goTo(navigate, toList)}>
          {t('surveyForm.thankYou.toList')}
        </button>
        {customerUserId && (
          <Link className="btn btn-ghost" to={viewPath(role, own, customerUserId)}>
            {t('surveyForm.thankYou.viewAnswers')}
          </Link>
        )}
      </div>
    </section>
  );
}
