import { useTranslation } from '../../../lib/i18n/use-translation';
import { Trans } from '../../../lib/i18n/trans';
import type { FormState } from '@portal/contracts';

/** What the respondent is told above an editable form, and why a form cannot be changed. */
export function SurveyFormIntro({ status, closed }: { status: FormState; closed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="notice intro">
        <p>
          <Trans i18nKey="surveyForm.intro" components={{ strong: <strong /> }} />
        </p>
        <p>{t('surveyForm.introRatings')}</p>
      </div>
      {status === 'completed' && <p className="notice">{t('surveyForm.completedNotice')}</p>}
      {status === 'expired' && <p className="notice notice-error">{t('surveyForm.expiredNotice')}</p>}
      {closed && status !== 'completed' && status !== 'expired' && (
        <p className="notice notice-error" role="status">
          {t('surveyForm.closed')}
        </p>
      )}
    </>
  );
}
