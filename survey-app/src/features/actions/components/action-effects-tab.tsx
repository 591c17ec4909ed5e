import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/loading';
import { formatDate } from '@portal/contracts';
import { useActionEffects } from '../api/get-action-effects';
import type { ActionEffectDto, ActionEffectsDto, ActionVerdict } from '../api/action-types';
import { changeText, pointText } from './effect-figures';
import { effectsLead } from './effects-lead';
import './actions.css';

const VERDICT_SYMBOL: Record<ActionVerdict, string> = { Improved: '▲', Worse: '▼', NoClearChange: '○', NoFigures: '–' };

/** The insights' Actions tab: whether the previous round's actions moved what they aimed at (docs/features/actions.md). */
export default function ActionEffectsTab({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const effects = useActionEffects(inquiryId);
  if (effects.isPending) return <Loading />;
  if (effects.isError) return <p className="empty">{t('common.noData')}</p>;
  return <EffectsView data={effects.data} />;
}

function EffectsView({ data }: { data: ActionEffectsDto }) {
  const { t } = useTranslation();
  return (
    <div className="action-effects">
      <section className="card" aria-labelledby="action-effects-title">
        <h2 id="action-effects-title">{t('actions.effects.title')}</h2>
        <p className="lead-sentence">{effectsLead(data, t)}</p>
        {data.PreviousInquiryId !== null && (
          <p className="muted">
            {t('actions.effects.rounds', {
              before: data.BeforeN ?? t('actions.effects.noFigure'),
              after: data.AfterN ?? t('actions.effects.noFigure'),
            })}
          </p>
        )}
        <HowCalculated />
      </section>
      {data.Actions.map((action) => (
        <ActionEffectCard key={action.Id} action={action} />
      ))}
    </div>
  );
}

function HowCalculated() {
  const { t } = useTranslation();
  return (
    <details className="how-calculated">
      <summary>{t('insights.howCalculated')}</summary>
      <div className="how-calculated-body">
        <p>{t('actions.effects.method')}</p>
        <p>{t('actions.effects.methodTest')}</p>
        <p>{t('actions.effects.methodVerdict')}</p>
        <p>{t('insights.notes.interval')}</p>
      </div>
    </details>
  );
}

function ActionEffectCard({ action }: { action: ActionEffectDto }) {
  const { t, i18n } = useTranslation();
  const headingId = `action-effect-${action.Id}`;
  return (
    <section className="card action-effect" aria-labelledby={headingId}>
      <h3 id={headingId}>{action.Title}</h3>
      <p className={`verdict verdict-${action.Verdict}`}>
        <span className="verdict-badge">
          <span aria-hidden="true">{VERDICT_SYMBOL[action.Verdict]}</span> {t(`actions.verdict.${action.Verdict}`)}
        </span>{' '}
        {t(`actions.effects.says.${action.Verdict}`)}
      </p>
      <p className="muted">
        {t(`actions.status.${action.Status}`)}
        {action.DueDate && ` · ${t('actions.due', { date: formatDate(action.DueDate, i18n.language) })}`}
      </p>
      {action.Items.length === 0 ? (
        <p className="muted">{t('actions.effects.noTargets')}</p>
      ) : (
        <table className="table stack-table action-effect-items">
          <caption className="sr-only">{t('actions.effects.itemsCaption', { title: action.Title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('actions.effects.item')}</th>
              <th scope="col">{t('actions.effects.before')}</th>
              <th scope="col">{t('actions.effects.after')}</th>
              <th scope="col">{t('actions.effects.change')}</th>
              <th scope="col">{t('actions.effects.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {action.Items.map((item) => (
              <tr key={`${item.QuestionId ?? 'area'}-${item.Area}`}>
                {/* One child per cell: at 390 px a cell is a two-column grid, its label beside its content. */}
                <td data-label={t('actions.effects.item')}>
                  <span>
                    {item.QuestionId === null ? t(`areas.${item.Area}`) : item.Title}
                    {item.QuestionId === null && <span className="muted"> {t('actions.effects.wholeArea')}</span>}
                  </span>
                </td>
                <td data-label={t('actions.effects.before')}>{pointText(t, i18n.language, item.Before)}</td>
                <td data-label={t('actions.effects.after')}>{pointText(t, i18n.language, item.After)}</td>
                <td data-label={t('actions.effects.change')} className="nowrap-figure">
                  {changeText(t, i18n.language, item)}
                </td>
                <td data-label={t('actions.effects.verdict')}>
                  <span>
                    <span aria-hidden="true">{VERDICT_SYMBOL[item.Verdict]}</span>{' '}
                    {t(`actions.verdict.${item.Verdict}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
