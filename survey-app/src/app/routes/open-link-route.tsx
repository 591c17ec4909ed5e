import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LanguageMenu } from '../../components/language-menu';
import { OpenLinkPage, type OpenLinkFormProps } from '../../features/open-link/components/open-link-page';
import { answeredCount } from '../../features/survey-forms/components/form-progress';
import { FormProgressBar } from '../../features/survey-forms/components/form-progress-bar';
import { focusFirstInvalid } from '../../features/survey-forms/components/focus-first-invalid';
import { fromSurveyQuestion, type AnswerState } from '../../features/survey-forms/components/question-model';
import { SubmitConfirm } from '../../features/survey-forms/components/submit-confirm';
import { SurveyFormGroups } from '../../features/survey-forms/components/survey-form-groups';
import { SurveyFormIntro } from '../../features/survey-forms/components/survey-form-intro';
import { buildSurveySave, missingAnswers } from '../../features/survey-forms/components/survey-submission';
import { ApiError } from '../../lib/api-client';
import { t as translate } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n/use-translation';
import { toast } from '../../lib/toast';
import '../../features/survey-forms/components/survey-form.css';
import '../../features/open-link/components/open-link.css';

/** /open/{token}: an inquiry answered through its open link, without an account (docs/features/open-links.md). */
export default function OpenLinkRoute() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  return (
    <>
      <div className="auth-top open-link-top">
        <span className="auth-brand" aria-hidden="true">
          {t('brand')}
        </span>
        <LanguageMenu />
      </div>
      <OpenLinkPage token={token} Form={OpenLinkForm} />
    </>
  );
}

/** The form of the link with the survey form's own question groups, inputs, checks and submit confirmation. */
function OpenLinkForm({ form, title, save, onSubmitted, onProblem }: OpenLinkFormProps) {
  const { t } = useTranslation();
  const models = form.data.map(fromSurveyQuestion);
  const questions = models.map((m) => m.question);
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() =>
    Object.fromEntries(models.map((m) => [m.question.id, m.answer])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<'saveasdraft' | 'completed' | null>(null);
  const [status, setStatus] = useState(form.Status as 'pending' | 'saveasdraft' | 'completed' | 'expired');
  const [confirm, setConfirm] = useState(false);
  const inquiryId = String(form.data[0]?.InquiryId ?? '');
  const customerUserId = String(form.data[0]?.CustomerUserId ?? '');
  const progress = answeredCount(questions, answers);
  const readOnly = form.IsClosed || status === 'completed' || status === 'expired';

  const send = async (Status: 'saveasdraft' | 'completed') => {
    setSaving(Status);
    try {
      const { SurveyAnswerDtos } = buildSurveySave(questions, answers, { inquiryId, customerUserId }, Status);
      await save({ Status, SurveyAnswerDtos });
      if (Status === 'completed') onSubmitted();
      else {
        setStatus('saveasdraft');
        toast.success(translate('openLink.saved'));
      }
    } catch (error) {
      if (error instanceof ApiError && [400, 409].includes(error.status) && error.title !== 'Closed')
        toast.error(error.title, error.errorMessage);
      else onProblem(error);
    } finally {
      setSaving(null);
    }
  };

  const askSubmit = () => {
    const missing = missingAnswers(questions, answers);
    setErrors(missing);
    const ids = Object.keys(missing);
    if (ids.length) {
      toast.error(translate('surveyForm.answerEvery'), [translate('surveyForm.unanswered', { count: ids.length })]);
      focusFirstInvalid(ids);
      return;
    }
    setConfirm(true);
  };

  return (
    <section className="survey-form" aria-labelledby="survey-title">
      <div className="page-head">
        <h1 id="survey-title">{title}</h1>
        <span className={`badge badge-${status}`}>{t(`formStates.${status}`)}</span>
      </div>
      <SurveyFormIntro status={status} closed={form.IsClosed} />
      <SurveyFormGroups
        questions={questions}
        answers={answers}
        errors={errors}
        readOnly={readOnly}
        disabled={saving !== null}
        inquiryId={inquiryId}
        onChange={(id, patch) => setAnswers((was) => ({ ...was, [id]: { ...was[id], ...patch } }))}
        bar={<FormProgressBar answered={progress.answered} total={progress.total} saveState={null} />}
      />
      <p className="muted">{t('openLink.sameDevice')}</p>
      <div className="form-actions button-row end">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={readOnly || saving !== null}
          onClick={() => void send('saveasdraft')}
        >
          {saving === 'saveasdraft' ? t('common.saving') : t('surveyForm.saveDraft')}
        </button>
        <button type="button" className="btn btn-primary" disabled={readOnly || saving !== null} onClick={askSubmit}>
          {saving === 'completed' ? t('surveyForm.submitting') : t('common.submit')}
        </button>
      </div>
      {confirm && (
        <SubmitConfirm
          onCancel={() => setConfirm(false)}
          onSubmit={() => {
            setConfirm(false);
            void send('completed');
          }}
        />
      )}
    </section>
  );
}
