import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isLanguage, LOGIN_PATH, NOT_FOUND_PATH, type Language, type Role } from '@portal/contracts';
import { Loading } from '../../components/loading';
import { getFormPreviewQueryOptions } from '../../features/preview/api/get-form-preview';
import { AwaitingApprovalBadge } from '../../features/preview/components/awaiting-approval-badge';
import { holdBackFiles, PreviewActions, PreviewNotice } from '../../features/preview/components/preview-notice';
import { answeredCount } from '../../features/survey-forms/components/form-progress';
import { FormProgressBar } from '../../features/survey-forms/components/form-progress-bar';
import {
  formQuestionId,
  fromSurveyQuestion,
  type AnswerState,
} from '../../features/survey-forms/components/question-model';
import { SurveyFormGroups } from '../../features/survey-forms/components/survey-form-groups';
import { SurveyFormIntro } from '../../features/survey-forms/components/survey-form-intro';
import { currentLanguage, switchLanguage } from '../../lib/i18n/i18n';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isNotFound } from '../../lib/not-found';
import { checkAccess } from './session-guard';
import '../../features/survey-forms/components/survey-form.css';

type PreviewRole = Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>;

/**
 * The preview page of one admin role. It has no header of its own: in the backoffice's frame the admin's navigation
 * and language menu (which saves the profile's language) would act inside the frame.
 */
export function formPreviewRoute(role: PreviewRole) {
  return function FormPreviewRoute() {
    const { t } = useTranslation();
    const outcome = checkAccess(role, useLocation().pathname);
    if (outcome.kind === 'login') return <Navigate to={LOGIN_PATH} replace />;
    if (outcome.kind === 'not-found') return <Navigate to={NOT_FOUND_PATH} replace />;
    if (outcome.kind === 'first-login') return null;
    // Named: the backoffice page that frames it has a main landmark of its own.
    return (
      <main id="main" className="app-main" aria-label={t('formPreview.banner')}>
        <FormPreview />
      </main>
    );
  };
}

/**
 * An inquiry's form as its respondents will see it (the backoffice's preview page frames it): the same question
 * groups, inputs and texts in the language of ?lang, answers kept in this page only, Save and Submit switched off.
 * Custom questions the operator has not approved yet are shown where they will be asked, marked "Awaiting approval".
 */
function FormPreview() {
  const { t } = useTranslation();
  const { inquiryId = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('lang');
  const language: Language = isLanguage(asked) ? asked : currentLanguage();
  // The frame's interface follows the previewed language; the choice is not stored for the browser.
  useEffect(() => {
    void switchLanguage(language);
  }, [language]);
  const form = useQuery({
    ...getFormPreviewQueryOptions(inquiryId, language),
    select: (response) => ({
      models: response.data.map(fromSurveyQuestion),
      awaiting: new Set(
        response.data.filter((q) => q.AwaitingApproval).map((q) => formQuestionId(q.Id, q.IsCustomQuestion)),
      ),
    }),
  });
  const [answers, setAnswers] = useState<Record<string, AnswerState>>({});

  if (form.isError) {
    if (isNotFound(form.error)) return <Navigate to={NOT_FOUND_PATH} replace />;
    return (
      <section className="survey-form">
        <p className="empty">{t('formPreview.loadFailed')}</p>
      </section>
    );
  }
  if (!form.data) return <Loading />;
  const { models, awaiting } = form.data;
  const questions = models.map((m) => m.question);
  const current = Object.fromEntries(models.map((m) => [m.question.id, answers[m.question.id] ?? m.answer]));
  const progress = answeredCount(questions, current);

  return (
    <section className="survey-form" aria-labelledby="survey-title" lang={language}>
      <div className="page-head">
        <h1 id="survey-title">{t('surveyForm.title')}</h1>
        <span className="badge badge-pending">{t('formStates.pending')}</span>
      </div>
      <PreviewNotice awaitingApproval={awaiting.size > 0} />
      <SurveyFormIntro status="pending" closed={false} />
      <div onChangeCapture={holdBackFiles}>
        <SurveyFormGroups
          questions={questions}
          answers={current}
          errors={{}}
          readOnly={false}
          disabled={false}
          inquiryId={inquiryId}
          onChange={(id, patch) => setAnswers((was) => ({ ...was, [id]: { ...current[id], ...patch } }))}
          bar={<FormProgressBar answered={progress.answered} total={progress.total} saveState={null} />}
          badgeOf={(q) => (awaiting.has(q.id) ? <AwaitingApprovalBadge /> : null)}
        />
      </div>
      <PreviewActions />
    </section>
  );
}
