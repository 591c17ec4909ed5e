import type { IpaItem, IpaRankedItem, Quadrant } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { DkShare } from './dk-share';
import { isWithheld } from './group-label';
import { fmt, fmtGap, QUADRANT_STYLE, quadrantName } from './ipa-format';
import { useFeatureSlots } from '../../../components/feature-slots';

function QuadrantName({ q }: { q: Quadrant | null }) {
  const { t } = useTranslation();
  if (!q) return <span className="muted">{t('ipa.notPlotted')}</span>;
  return (
    <span className="ipa-quadrant">
      <span style={{ color: QUADRANT_STYLE[q].color }} aria-hidden="true">
        {QUADRANT_STYLE[q].symbol}
      </span>{' '}
      {quadrantName(q)}
    </span>
  );
}

/** An item with the contract's Withheld: too few answers besides Don't Know for its figures (null) to be shown. */
type ItemFigures = IpaItem & { Withheld?: boolean };

interface ItemTableProps {
  id: string;
  caption: string;
  items: ItemFigures[];
  /** MIN_RESPONDENTS, for the reason a withheld item gives. */
  minRespondents?: number;
  quadrantOf: (item: IpaItem) => Quadrant | null;
  /** The number written beside the item's point on the charts. */
  numberOf: (item: IpaItem) => number;
  threshold: number;
  showArea?: boolean;
}

/** Every item's figures: the chart's text alternative, with the DK share beside the averages. */
export function IpaItemTable({
  id,
  caption,
  items,
  quadrantOf,
  numberOf,
  threshold,
  showArea = false,
  minRespondents,
}: ItemTableProps) {
  const { t } = useTranslation();
  const withheld = t('groups.withheld');
  return (
    <table id={id} className="ipa-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ipa.number')}</th>
          <th scope="col">{t('ipa.question')}</th>
          {showArea && <th scope="col">{t('ipa.area')}</th>}
          <th scope="col">{t('ipa.quadrant')}</th>
          <th scope="col">{t('ipa.performance')}</th>
          <th scope="col">{t('ipa.importance')}</th>
          <th scope="col">{t('ipa.gap')}</th>
          <th scope="col">{t('ipa.n')}</th>
          <th scope="col">{t('ipa.dontKnow')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.Key}>
            <td data-label={t('ipa.number')} className="ipa-number">
              {numberOf(i)}
            </td>
            <th scope="row" data-label={t('ipa.question')}>
              {i.Title}
              {i.IsCustomQuestion && <span className="muted">{t('ipa.customQuestion')}</span>}
            </th>
            {showArea && <td data-label={t('ipa.area')}>{t(`areas.${i.Area}`)}</td>}
            {isWithheld(i) ? (
              // Said once across the figure columns, never as blanks or dashes that read as "no answers".
              <td
                colSpan={6}
                className="ipa-withheld"
                title={minRespondents ? t('groups.withheldHint', { min: minRespondents }) : undefined}
              >
                {withheld}
              </td>
            ) : (
              <>
                <td data-label={t('ipa.quadrant')}>
                  <QuadrantName q={quadrantOf(i)} />
                </td>
                <td data-label={t('ipa.performance')} title={t('ipa.validRatings', { count: i.NPerformance })}>
                  {fmt(i.MeanPerformance)}
                </td>
                <td data-label={t('ipa.importance')} title={t('ipa.validRatings', { count: i.NImportance })}>
                  {fmt(i.MeanImportance)}
                </td>
                <td data-label={t('ipa.gap')}>{fmtGap(i.Gap)}</td>
                <td data-label={t('ipa.n')}>{i.N}</td>
                <td data-label={t('ipa.dontKnow')}>
                  <DkShare share={i.DkShare} flagged={i.DkFlagged} threshold={threshold} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The "Concentrate here" items, largest gap (importance − performance) first. */
export function ConcentrateHereList({ items, caption }: { items: IpaRankedItem[]; caption: string }) {
  const { t } = useTranslation();
  // A customer admin's route offers "Act on this": beside the rank, so the row header stays the question alone and the
  // table no wider than the column beside the chart.
  const { actOnThis } = useFeatureSlots();
  if (items.length === 0)
    return <p className="muted">{t('ipa.noConcentrate', { quadrant: quadrantName('Concentrate here') })}</p>;
  return (
    <table className="ipa-table ipa-ranked">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ipa.rank')}</th>
          <th scope="col">{t('ipa.question')}</th>
          <th scope="col">{t('ipa.area')}</th>
          <th scope="col">{t('ipa.gap')}</th>
          <th scope="col">{t('ipa.performance')}</th>
          <th scope="col">{t('ipa.importance')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.Key}>
            <td data-label={t('ipa.rank')} className="ipa-rank">
              {i.Rank}
              {actOnThis?.({
                origin: 'Item',
                title: i.Title,
                questionIds: i.IsCustomQuestion ? [] : [i.Id],
                areas: [i.Area],
                short: true,
              })}
            </td>
            <th scope="row" data-label={t('ipa.question')}>
              {i.Title}
            </th>
            <td data-label={t('ipa.area')}>{t(`areas.${i.Area}`)}</td>
            <td data-label={t('ipa.gap')}>
              <strong>{fmtGap(i.Gap)}</strong>
            </td>
            <td data-label={t('ipa.performance')}>{fmt(i.MeanPerformance)}</td>
            <td data-label={t('ipa.importance')}>{fmt(i.MeanImportance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
