import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormTextField } from '../../../components/form-text-field';
import { getClaims, isInvitationSession, renameSession, sessionUserId } from '../../../lib/session';
import { requiredError } from '../../../lib/validation';
import { confirmName } from '../api/confirm-name';
import { formatDate } from './format-date';

interface Props {
  questions: number;
  minutes: number;
  deadline: string | null;
  /** MIN_RESPONDENTS as the API answers it: who sees what is told with it. */
  minRespondents: number | null;
  /** Some answers are already saved: the button reads Continue. */
  resumed: boolean;
  onStart: () => void;
}

/**
 * What an invited person sees first: what the form is about, who sees what, its size, how long it takes, the deadline.
 * Someone who came in by the invitation link confirms their name here (prefilled from what the organisation knows)
 * before the first answer, and may still choose the staff sign-up with a password instead.
 */
export function StartScreen({ questions, minutes, deadline, minRespondents, resumed, onStart }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const signupPath = (location.state as { signupPath?: string } | null)?.signupPath;
  const confirmsName = isInvitationSession() && !resumed;
  const claims = getClaims();
  const { control, handleSubmit, formState } = useForm({
    defaultValues: { firstName: claims?.firstname ?? '', lastName: claims?.lastname ?? '' },
  });

  const start = handleSubmit(async ({ firstName, lastName }) => {
    if (confirmsName) {
      try {
        const saved = await confirmName(sessionUserId(), firstName.trim(), lastName.trim());
        renameSession(`${saved.FirstName} ${saved.LastName}`.trim());
      } catch {
        // The API client has shown why; the person stays on the start screen.
        return;
      }
    }
    onStart();
  });

  return (
    <section className="card start-screen" aria-labelledby="start-title">
      <h1 id="start-title">{t('surveyForm.start.title')}</h1>
      <p>{t('surveyForm.start.about')}</p>
      <dl className="start-facts">
        <div>
          <dt>{t('surveyForm.start.questions')}</dt>
          <dd>{questions}</dd>
        </div>
        <div>
          <dt>{t('surveyForm.start.time')}</dt>
          <dd>{t('surveyForm.start.minutes', { minutes })}</dd>
        </div>
        <div>
          <dt>{t('surveyForm.start.deadline')}</dt>
          <dd>{deadline ? formatDate(deadline) : t('surveyForm.start.noDeadline')}</dd>
        </div>
      </dl>
      {minRespondents !== null && (
        <p className="start-privacy">{t('surveyForm.start.privacy', { min: minRespondents })}</p>
      )}
      <p className="field-hint">{t('surveyForm.start.autosave')}</p>
      <form onSubmit={start} noValidate>
        {confirmsName && (
          <fieldset className="start-name">
            <legend>{t('surveyForm.start.yourName')}</legend>
            <p className="field-hint">{t('surveyForm.start.nameHint')}</p>
            <FormTextField
              control={control}
              name="firstName"
              validate={requiredError}
              label={t('surveyForm.start.firstName')}
              required
              autoComplete="given-name"
            />
            <FormTextField
              control={control}
              name="lastName"
              validate={requiredError}
              label={t('surveyForm.start.lastName')}
              required
              autoComplete="family-name"
            />
          </fieldset>
        )}
        <button type="submit" className="btn btn-primary start-button" disabled={formState.isSubmitting}>
          {resumed ? t('surveyForm.start.continue') : t('surveyForm.start.start')}
        </button>
      </form>
      {confirmsName && signupPath && (
        <p className="field-hint">
          {t('invitation.accountFirst')} <Link to={signupPath}>{t('invitation.accountFirstLink')}</Link>
        </p>
      )}
    </section>
  );
}
