import { useId, useRef, useState, type FormEvent } from 'react';
import { customerAdminActionPath } from '@portal/contracts';
import type { ActTarget } from '../../../components/feature-slots';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateAction } from '../api/create-action';
import { useOwnerChoices } from '../api/get-owner-choices';
import type { ActionDto } from '../api/action-types';
import { SelectField } from './select-field';
import './actions.css';

/** The API's title limit (CreateActionDto.Title). */
const TITLE_MAX = 255;

/**
 * "Act on this" beside an insight (a customer admin only: the API lets no one else create an action): a small form,
 * its title prefilled from the insight, an owner and a due date; then a link to the new action's page.
 */
export function ActOnThis({ inquiryId, target }: { inquiryId: string; target: ActTarget }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm act-on-this"
        aria-label={t('actions.act.buttonLabel', { title: target.title })}
        onClick={() => setOpen(true)}
      >
        {t(target.short ? 'actions.act.buttonShort' : 'actions.act.button')}
      </button>
      {open && <ActForm inquiryId={inquiryId} target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

function ActForm({ inquiryId, target, onClose }: { inquiryId: string; target: ActTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const owners = useOwnerChoices(inquiryId, true);
  const create = useCreateAction(inquiryId);
  // One key per form: a retried submit is answered once.
  const key = useRef(crypto.randomUUID());
  const [title, setTitle] = useState(target.title.slice(0, TITLE_MAX));
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState('');
  const [titleError, setTitleError] = useState(false);
  const [created, setCreated] = useState<ActionDto | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(true);
    create.mutate(
      {
        key: key.current,
        body: {
          Title: title.trim(),
          Description: '',
          Status: 'NotStarted',
          Origin: target.origin,
          OwnerUserId: owner ? Number(owner) : null,
          DueDate: due || null,
          TargetQuestionIds: target.questionIds ?? [],
          TargetAreas: target.areas ?? [],
        },
      },
      { onSuccess: setCreated },
    );
  };

  if (created)
    return (
      <Modal
        title={t('actions.act.createdTitle')}
        onClose={onClose}
        actions={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('actions.act.close')}
          </button>
        }
      >
        <p role="status">{t('actions.act.created', { title: created.Title })}</p>
        <p>
          <a href={customerAdminActionPath(created.InquiryId, created.Id)}>{t('actions.act.open')}</a>
        </p>
      </Modal>
    );

  return (
    <Modal
      title={t('actions.act.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={create.isPending}>
            {t('actions.act.create')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="act-form" onSubmit={submit} noValidate>
        <TextField
          label={t('actions.fields.title')}
          value={title}
          maxLength={TITLE_MAX}
          required
          error={titleError ? t('validation.required') : undefined}
          onChange={(value) => {
            setTitle(value);
            setTitleError(false);
          }}
        />
        <SelectField
          label={t('actions.fields.owner')}
          value={owner}
          onChange={setOwner}
          disabled={owners.isPending}
          options={[
            { value: '', label: t('actions.fields.noOwner') },
            ...(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
        <TextField label={t('actions.fields.due')} type="date" value={due} onChange={setDue} />
        <p className="field-hint">{t('actions.act.hint')}</p>
      </form>
    </Modal>
  );
}
