import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH, type Role } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { goTo } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { isNotFound } from '../../../lib/not-found';
import { t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { dropDraft, draftKey } from './draft-store';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormProgressBar } from './form-progress-bar';
import { UploadProgress } from './upload-progress';
import { answeredCount, estimatedMinutes } from './form-progress';
import { LeavePrompt } from './leave-prompt';
import { SubmitConfirm } from './submit-confirm';
import { SurveyFormGroups } from './survey-form-groups';
import { SurveyFormIntro } from './survey-form-intro';
import { backPath, surveyFormSource, type SurveyFormMode } from './survey-form-source';
import { SharedActionsSlot } from '../../../components/feature-slots';
import { StartScreen } from './start-screen';
import { submittedPath } from './submitted-path';
import { missingAnswers } from './survey-submission';
import { useDeltaAutosave, useSavedAnswers } from './use-delta-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { useSurveyAnswers } from './use-survey-answers';
import { useSurveyForm } from './use-survey-form';
import { useSurveySave } from './use-survey-save';
import './survey-form.css';

export { SAVED_DRAFT, SUBMITTED } from './use-survey-save';

interface Props {
  /** The role group whose route shows the form. */
  role: Role;
  mode: SurveyFormMode;
}

export default function SurveyFormPage({ role, mode }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const params = useParams();
  const source = surveyFormSource(role, params);
  const inquiryId = source.inquiryId;
  const isOperator = source.kind === 'respondent';
  const viewOnly = isOperator || mode === 'view';
  const back = backPath(role, inquiryId);

  const form = useSurveyForm(source);
  const queryClient = useQueryClient();
  const loadedStatus = form.data?.status ?? 'pending';
  const closed = form.data?.closed ?? false;
  const readOnly = viewOnly || closed || loadedStatus === 'completed' || loadedStatus === 'expired';
  const keptKey = draftKey(inquiryId, form.data?.customerUserId ?? '');
  const { answers, dirty, errors, setErrors, change, markSaved, revision, savedRevision } = useSurveyAnswers(
    form.data,
    form.data && !readOnly ? keptKey : null,
  );
  // What the server holds: a background save sends only the answers that differ from it.
  const held = useSavedAnswers(form.data, inquiryId);
  const { saving, save, uploaded } = useSurveySave(form.data, answers, inquiryId, (sent) => {
    dropDraft(keptKey);
    markSaved();
    held.acknowledge(sent.SurveyAnswerDtos);
  });
  const autosave = useDeltaAutosave({
    form: form.data,
    inquiryId,
    held,
    enabled: !readOnly && saving === null,
    answers,
    revision,
    savedRevision,
    draftKey: keptKey,
    onSaved: (upTo, stored) => {
      markSaved(upTo);
      // The list shows the form as a draft now; the form itself is not reloaded under the reader's typing.
      if (stored) void queryClient.invalidateQueries({ queryKey: ['survey-forms', 'staff'] });
    },
  });
  const guard = useLeaveGuard(dirty);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  // The invitation's sign-up opens the form with ?start: the start screen comes first.
  const [search, setSearch] = useSearchParams();
  const starting = search.has('start') && !readOnly;

  // Once a background save stored the answers, the form is a draft.
  const status =
    loadedStatus === 'pending' && (autosave.state === 'saved' || autosave.state === 'saving')
      ? 'saveasdraft'
      : loadedStatus;
  const progress = answeredCount(form.data?.questions ?? [], answers);

  const askSubmit = () => {
    if (!form.data) return;
    const missing = missingAnswers(form.data.questions, answers);
    setErrors(missing);
    const missingIds = Object.keys(missing);
    if (missingIds.length) {
      toast.error(translate('surveyForm.answerEvery'), [
        translate('surveyForm.unanswered', { count: missingIds.length }),
      ]);
      focusFirstInvalid(missingIds);
      return;
    }
    setConfirmSubmit(true);
  };

  const submit = async () => {
    setConfirmSubmit(false);
    // The thank-you screen takes the form's place in the history: Back from it does not reopen the form.
    if ((await save('completed')) && source.kind === 'own' && role !== 'SuperAdmin')
      guard.leave(() => goTo(navigate, submittedPath(role, source), true));
  };

  const goBack = () => guard.requestLeave(() => goTo(navigate, back));

  if (form.isError) {
    if (isNotFound(form.error)) return <Navigate to={NOT_FOUND_PATH} replace />;
    return (
      <section className="survey-form">
        <p className="empty">{t('surveyForm.loadFailed')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => goTo(navigate, back)}>
          {t('common.back')}
        </button>
      </section>
    );
  }
  if (!form.data) return <Loading />;
  if (starting)
    return (
      <>
        <StartScreen
          questions={progress.total}
          minutes={estimatedMinutes(form.data.questions)}
          deadline={form.data.expiryDate}
          minRespondents={form.data.minRespondents}
          resumed={progress.answered > 0}
          onStart={() => setSearch({}, { replace: true })}
        />
        <SharedActionsSlot inquiryIds={[Number(inquiryId)]} />
      </>
    );

  return (
    <section className="survey-form" aria-labelledby="survey-title">
      <div className="page-head">
        <button type="button" className="btn btn-ghost" onClick={goBack}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </button>
        <h1 id="survey-title">{viewOnly ? t('surveyForm.viewTitle') : t('surveyForm.title')}</h1>
        {!isOperator && <span className={`badge badge-${status}`}>{t(`formStates.${status}`)}</span>}
      </div>

      {!viewOnly && <SurveyFormIntro status={status} closed={closed} />}

      <SurveyFormGroups
        questions={form.data.questions}
        answers={answers}
        errors={errors}
        readOnly={readOnly}
        disabled={saving !== null}
        inquiryId={inquiryId}
        onChange={change}
        bar={
          !isOperator && (
            <FormProgressBar
              answered={progress.answered}
              total={progress.total}
              saveState={readOnly ? null : autosave.state}
            />
          )
        }
      />

      {uploaded !== null && <UploadProgress fraction={uploaded} />}
      <div className="form-actions button-row end">
        <button type="button" className="btn btn-ghost" onClick={goBack}>
          {t('common.back')}
        </button>
        {!viewOnly && (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={readOnly || saving !== null}
              onClick={() => void save('saveasdraft')}
            >
              {saving === 'saveasdraft' ? t('common.saving') : t('surveyForm.saveDraft')}
            </button>
            {status === 'expired' ? (
              <button type="button" className="btn btn-danger" disabled>
                {t('surveyForm.expired')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={readOnly || saving !== null}
                onClick={askSubmit}
              >
                {saving === 'completed' ? t('surveyForm.submitting') : t('common.submit')}
              </button>
            )}
          </>
        )}
      </div>

      {confirmSubmit && <SubmitConfirm onCancel={() => setConfirmSubmit(false)} onSubmit={() => void submit()} />}
      {guard.prompting && (
        <LeavePrompt
          saving={saving !== null}
          onCancel={guard.stay}
          onLeave={() => guard.leave()}
          onSaveDraft={async () => {
            // A failed save keeps the form dirty, so the prompt comes back on the next attempt to leave.
            if (await save('saveasdraft')) guard.leave();
            else guard.stay();
          }}
        />
      )}
    </section>
  );
}
