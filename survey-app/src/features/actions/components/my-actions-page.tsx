import { useId, useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '@portal/contracts';
import { Loading } from '../../../components/loading';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { ACTION_STATUSES, type ActionDto, type ActionStatus } from '../api/action-types';
import { useAddActionUpdate, useMyActions } from '../api/my-actions';
import { SelectField } from './select-field';
import './actions.css';

/**
 * My actions: the actions a customer user owns, each with its progress and a form to post an update (a note and,
 * optionally, a new status). The API lets an owner do exactly that; everything else is the customer admin's.
 */
export default function MyActionsPage() {
  const { t } = useTranslation();
  const actions = useMyActions();
  return (
    <section className="my-actions" aria-labelledby="my-actions-title">
      <div className="page-head">
        <h1 id="my-actions-title">{t('actions.mine.title')}</h1>
      </div>
      <p className="my-actions-lead">{t('actions.mine.lead')}</p>
      {actions.isPending && <Loading />}
      {actions.isError && <p className="empty">{t('actions.mine.loadFailed')}</p>}
      {actions.data?.length === 0 && <p className="empty">{t('actions.mine.none')}</p>}
      {actions.data?.map((action) => (
        <MyAction key={action.Id} action={action} />
      ))}
    </section>
  );
}

function MyAction({ action }: { action: ActionDto }) {
  const { t, i18n } = useTranslation();
  const latest = action.Updates.at(-1);
  return (
    <article className="card my-action" aria-labelledby={`my-action-${action.Id}`}>
      <h2 id={`my-action-${action.Id}`}>{action.Title}</h2>
      <p>
        <span className={`badge action-status-${action.Status}`}>{t(`actions.status.${action.Status}`)}</span>
        {action.DueDate && ` ${t('actions.due', { date: formatDate(action.DueDate, i18n.language) })}`}
        {action.Overdue && <strong className="field-error"> {t('actions.overdue')}</strong>}
      </p>
      {action.Description && <p>{action.Description}</p>}
      {action.TargetQuestions.length > 0 && (
        <p className="muted">
          {t('actions.mine.questions', { questions: action.TargetQuestions.map((q) => q.Title).join('; ') })}
        </p>
      )}
      {action.TargetAreas.length > 0 && (
        <p className="muted">
          {t('actions.mine.areas', { areas: action.TargetAreas.map((a) => t(`areas.${a}`)).join(', ') })}
        </p>
      )}
      {latest && (
        <p className="muted">
          {t('actions.mine.latest', {
            date: formatDateTime(latest.CreatedAt, i18n.language),
            note: latest.Note,
          })}
        </p>
      )}
      <UpdateForm action={action} />
    </article>
  );
}

function UpdateForm({ action }: { action: ActionDto }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddActionUpdate();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<ActionStatus>(action.Status);
  const [noteError, setNoteError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setNoteError(true);
    add.mutate(
      { actionId: action.Id, body: { Note: note.trim(), ...(status !== action.Status ? { Status: status } : {}) } },
      {
        onSuccess: () => {
          setNote('');
          toast.success(t('actions.mine.posted'));
        },
      },
    );
  };

  return (
    <form className="my-action-form" onSubmit={submit} noValidate>
      <div className={`field${noteError ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-note`}>
          {t('actions.mine.note')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={3}
          aria-required
          aria-invalid={noteError || undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(false);
          }}
        />
        {noteError && (
          <span id={`${id}-note-error`} className="field-error">
            {t('validation.required')}
          </span>
        )}
      </div>
      <SelectField
        label={t('actions.mine.status')}
        value={status}
        onChange={setStatus}
        options={ACTION_STATUSES.map((s) => ({ value: s, label: t(`actions.status.${s}`) }))}
      />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('actions.mine.post')}
        </button>
      </div>
    </form>
  );
}
