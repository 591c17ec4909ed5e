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
export function SharedActionsPanel({ inquiryIds, headingLevel = 2 }: { inquiryIds: number[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { actions } = useSharedActions(inquiryIds);
  if (actions.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="card shared-actions" aria-labelledby="shared-actions-title">
      <Heading id="shared-actions-title">{t('actions.shared.title')}</Heading>
      <p className="lead-sentence">{t('actions.shared.lead', { count: actions.length })}</p>
      <ul className="shared-action-list">
        {actions.map((action) => (
          <li key={action.Id} className="shared-action">
            <Item>{action.Title}</Item>
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
      <dt>{t('actions.shared.doing')}</dt>
      <dd>{action.Description || action.Title}</dd>
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
