import { formatDate, type ResultArea } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSharedActions } from '../api/get-shared-actions';
import type { SharedActionDto } from '../api/action-types';
import './actions.css';

/**
 * "You said, we did": what the organisation is doing about the answers of these rounds (and the earlier rounds of
 * their series), shown to their respondents. Nothing at all while there is nothing shared, so a first round's
 * screens stay as they were.
 */
export function SharedActionsPanel({
  inquiryIds,
  narrow = false,
}: {
  inquiryIds: number[];
  /** As wide as a narrow page's one card (the survey's start screen). */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const { actions } = useSharedActions(inquiryIds);
  if (actions.length === 0) return null;
  return (
    <section
      className={`card shared-actions${narrow ? ' shared-actions-narrow' : ''}`}
      aria-labelledby="shared-actions-title"
    >
      <h2 id="shared-actions-title">{t('actions.shared.title')}</h2>
      <p>{t('actions.shared.lead', { count: actions.length })}</p>
      <ul className="shared-action-list">
        {actions.map((action) => (
          <li key={action.Id} className="shared-action">
            <h3>{action.Title}</h3>
            <SharedActionFacts action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SharedActionFacts({ action }: { action: SharedActionDto }) {
  const { t, i18n } = useTranslation();
  const heard = action.Targets.map((target) =>
    target.QuestionId === null ? t(`areas.${target.Area as ResultArea}`) : target.Title,
  );
  return (
    <dl>
      <dt>{t('actions.shared.heard')}</dt>
      <dd>{heard.length ? heard.join(' · ') : t('actions.shared.heardGeneral')}</dd>
      {/* Without a description the title already says what is being done. */}
      {action.Description && (
        <>
          <dt>{t('actions.shared.doing')}</dt>
          <dd>{action.Description}</dd>
        </>
      )}
      <dt>{t('actions.shared.status')}</dt>
      <dd>
        {t(`actions.status.${action.Status}`)}
        {action.DueDate &&
          action.Status !== 'Done' &&
          action.Status !== 'Dropped' &&
          ` · ${t('actions.due', { date: formatDate(action.DueDate, i18n.language) })}`}
      </dd>
      {action.LatestNote && (
        <>
          <dt>{t('actions.shared.latest')}</dt>
          <dd>{action.LatestNote}</dd>
        </>
      )}
    </dl>
  );
}
