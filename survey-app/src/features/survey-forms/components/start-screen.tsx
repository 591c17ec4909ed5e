import { useTranslation } from '../../../lib/i18n/use-translation';
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

/** What an invited person sees first: what the form is about, who sees what, its size, how long it takes, the deadline. */
export function StartScreen({ questions, minutes, deadline, minRespondents, resumed, onStart }: Props) {
  const { t } = useTranslation();
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
      <button type="button" className="btn btn-primary start-button" onClick={onStart}>
        {resumed ? t('surveyForm.start.continue') : t('surveyForm.start.start')}
      </button>
    </section>
  );
}
