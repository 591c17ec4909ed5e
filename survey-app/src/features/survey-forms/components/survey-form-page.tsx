import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { goTo } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { addSurveyAnswers, getSurveyFormQuestions, viewSurveyAnswers } from '../api/survey-api';
import { normaliseStatus, STATUS_LABEL, type FormStatus } from './form-status';
import { LeavePrompt } from './leave-prompt';
import { QuestionCard } from './question-card';
import { fromSurveyQuestion, fromViewAnswers, groupByArea, type AnswerState, type FormQuestion } from './question-model';
import { buildSurveyForm, missingAnswers, type SaveStatus } from './survey-submission';
import { useLeaveGuard } from './use-leave-guard';
import './survey-form.css';

interface Loaded {
  questions: FormQuestion[];
  answers: Record<string, AnswerState>;
  status: FormStatus;
  customerUserId: string;
}

export const SAVED_DRAFT = 'Survey Form Saved As Draft Successfully.';
export const SUBMITTED = 'Survey Form Submitted Successfully.';

/** Where Back goes per role (spec §2 "Survey form screens"). */
function backPath(pathname: string, inquiryId: string): string {
  if (pathname.startsWith('/superAdmin')) return `/superAdmin/monitor-activity/view-respondents/${inquiryId}`;
  if (pathname.startsWith('/customerAdmin')) return '/customerAdmin/survey-forms';
  return '/customerUser/dashboard';
}

export default function SurveyFormPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const inquiryId = params.inquiryId ?? '';
  const isOperator = pathname.startsWith('/superAdmin');
  const viewOnly = isOperator || pathname.includes('/view-survey-form/');
  const back = backPath(pathname, inquiryId);

  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [answers, setAnswers] = useState<Record<string, AnswerState>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const guard = useLeaveGuard(dirty);

  const load = useCallback(async () => {
    if (isOperator) {
      const response = await viewSurveyAnswers(inquiryId, params.customerUserId ?? '');
      const { questions, answers: stored } = fromViewAnswers(response);
      return { questions, answers: stored, status: 'completed' as FormStatus, customerUserId: params.customerUserId ?? '' };
    }
    const response = await getSurveyFormQuestions(params.inquiryTypeId ?? '', inquiryId);
    const status = normaliseStatus(response.Status, response.IsExpired);
    const mapped = (response.data ?? []).map((q) => fromSurveyQuestion(q, status !== 'pending'));
    return {
      questions: mapped.map((m) => m.question),
      answers: Object.fromEntries(mapped.map((m) => [m.question.id, m.answer])),
      status,
      customerUserId: String(response.data?.[0]?.CustomerUserId ?? params.userId ?? localStorage.getItem('userId') ?? ''),
    };
  }, [isOperator, inquiryId, params.customerUserId, params.inquiryTypeId, params.userId]);

  useEffect(() => {
    let live = true;
    load()
      .then((result) => {
        if (!live) return;
        setLoaded(result);
        setAnswers(result.answers);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load]);

  const status = loaded?.status ?? 'pending';
  const readOnly = viewOnly || status === 'completed' || status === 'expired';
  const groups = useMemo(() => groupByArea(loaded?.questions ?? []), [loaded]);
  const files = useMemo(() => Object.entries(answers).map(([id, a]) => [id, a.file] as const), [answers]);

  const change = (id: string, patch: Partial<AnswerState>) => {
    setAnswers((current) => ({ ...current, [id]: { ...current[id], ...patch } }));
    setDirty(true);
    if (errors[id]) setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  /** Sends the whole form; true when stored. */
  const save = async (target: SaveStatus): Promise<boolean> => {
    if (!loaded) return false;
    setSaving(target);
    try {
      await addSurveyAnswers(buildSurveyForm(loaded.questions, answers, { inquiryId, customerUserId: loaded.customerUserId }, target));
      toast.success(target === 'completed' ? SUBMITTED : SAVED_DRAFT);
      setDirty(false);
      return true;
    } catch {
      // The API client showed why; the answers stay and the leave prompt stays armed.
      return false;
    } finally {
      setSaving(null);
    }
  };

  const saveDraft = async () => {
    if (await save('saveasdraft')) {
      const fresh = await load().catch(() => null);
      if (fresh) {
        setLoaded(fresh);
        setAnswers(fresh.answers);
      }
    }
  };

  const askSubmit = () => {
    if (!loaded) return;
    const missing = missingAnswers(loaded.questions, answers);
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      toast.error('Please answer every question before submitting', [`${Object.keys(missing).length} unanswered`]);
      document.getElementById(`question-${first}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      document.getElementById(`question-${first}`)?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
      return;
    }
    setConfirmSubmit(true);
  };

  const submit = async () => {
    setConfirmSubmit(false);
    if (await save('completed')) guard.leave(() => goTo(navigate, back));
  };

  const goBack = () => guard.requestLeave(() => goTo(navigate, back));

  if (failed) {
    return (
      <section className="survey-form">
        <p className="empty">The survey form could not be loaded.</p>
        <button type="button" className="btn btn-ghost" onClick={() => goTo(navigate, back)}>
          Back
        </button>
      </section>
    );
  }
  if (!loaded) return <Loading />;

  let number = 0;
  return (
    <section className="survey-form" aria-labelledby="survey-title">
      <div className="page-head">
        <button type="button" className="btn btn-ghost" onClick={goBack}>
          <span aria-hidden="true">←</span> Back
        </button>
        <h1 id="survey-title">{viewOnly ? 'View Survey Form' : 'Survey Form'}</h1>
        {!isOperator && <span className={`badge badge-${status}`}>{STATUS_LABEL[status]}</span>}
      </div>

      {!viewOnly && (
        <div className="notice intro">
          <p>
            Answer the questions of each area below. <strong>Save as Draft</strong> keeps your answers so that you can come
            back and change them later. <strong>Submit</strong> sends your answers as final: they cannot be changed after
            that.
          </p>
          <p>
            Each question of the Structure, People, Process and Culture areas asks two ratings: how the attribute performs
            in your organisation and how important it is, from 1 (Very Low) to 5 (Very High), or DK (Don&apos;t Know).
          </p>
        </div>
      )}
      {status === 'completed' && !viewOnly && <p className="notice">This survey form has been submitted and cannot be changed.</p>}
      {status === 'expired' && !viewOnly && <p className="notice notice-error">This survey form has expired and can no longer be saved.</p>}

      {groups.length === 0 ? (
        <p className="empty">No Records to show here</p>
      ) : (
        <>
          <nav className="area-nav" aria-label="Question groups">
            {groups.map((g) => (
              <a key={g.area} href={`#area-${g.area}`}>
                {g.area} <span className="muted">({g.questions.length})</span>
              </a>
            ))}
          </nav>
          {groups.map((g) => (
            <section key={g.area} id={`area-${g.area}`} className="card area-group" aria-labelledby={`area-title-${g.area}`}>
              <h2 id={`area-title-${g.area}`}>{g.area}</h2>
              {g.area === 'Others' && !readOnly && (
                <p className="field-hint open-ended-hint">
                  Open-ended questions: if you are an external stakeholder and do not have enough information to answer,
                  please type NA.
                </p>
              )}
              {g.questions.map((q) => {
                number += 1;
                return (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    number={number}
                    answer={answers[q.id]}
                    disabled={readOnly || saving !== null}
                    error={errors[q.id]}
                    inquiryId={inquiryId}
                    otherFiles={files.filter(([id]) => id !== q.id).map(([, f]) => f)}
                    onChange={(patch) => change(q.id, patch)}
                  />
                );
              })}
            </section>
          ))}
        </>
      )}

      <div className="form-actions button-row end">
        <button type="button" className="btn btn-ghost" onClick={goBack}>
          Back
        </button>
        {!viewOnly && (
          <>
            <button type="button" className="btn btn-ghost" disabled={readOnly || saving !== null} onClick={() => void saveDraft()}>
              {saving === 'saveasdraft' ? 'Saving…' : 'Save as Draft'}
            </button>
            {status === 'expired' ? (
              <button type="button" className="btn btn-danger" disabled>
                Expired
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={readOnly || saving !== null} onClick={askSubmit}>
                {saving === 'completed' ? 'Submitting…' : 'Submit'}
              </button>
            )}
          </>
        )}
      </div>

      {confirmSubmit && (
        <Modal
          title="Are you sure?"
          onClose={() => setConfirmSubmit(false)}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmSubmit(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void submit()}>
                Submit
              </button>
            </>
          }
        >
          <p>Submitted answers are final and cannot be changed afterwards.</p>
        </Modal>
      )}
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
