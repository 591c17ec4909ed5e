import { useMemo } from 'react';
import type {
  ImportancePerformanceDto as ImportancePerformance,
  IpaGroup,
  IpaItem,
  ResultArea as AreaName,
} from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { currentLanguage, t } from '../../../lib/i18n';
import { DkShare } from './dk-share';
import { IpaChart, QuadrantLegend } from './ipa-chart';
import { fmt, quadrantName } from './ipa-format';
import { ActOnThisSlot } from '../../../components/feature-slots';
import { ConcentrateHereList, IpaItemTable } from './ipa-tables';
import { HowCalculated, LeadSentence } from './lead-sentence';
import { ipaAreaLead, ipaLead } from './lead-sentences/ipa-lead';
import { useWords } from './lead-sentences/use-words';

// One quadrant rule (docs/features/figures.md): an item's label is the same in every view, against the inquiry's crosshair.
const quadrantOf = (i: IpaItem) => i.Quadrant;

/** Each item's number: its place in the inquiry's list, the same in every chart and table and in the PDF report. */
export function itemNumbers(items: IpaItem[]): (item: IpaItem) => number {
  const numbers = new Map(items.map((item, n) => [item.Key, n + 1]));
  return (item) => numbers.get(item.Key) ?? 0;
}

function crosshairText(ipa: ImportancePerformance, group: IpaGroup): string {
  const mid = t('ipa.midpoint', { midpoint: fmtPlain(ipa.Settings.Midpoint) });
  // A customer admin gets no crosshair (and no quadrants) while a question is withheld: say so, not "no ratings".
  if (!group.Crosshair)
    return ipa.Items.some((i) => i.Withheld) ? `${t('groups.withheld')} (${mid}).` : t('ipa.noItem', { mid });
  const at = t('ipa.at', {
    performance: fmt(group.Crosshair.Performance),
    importance: fmt(group.Crosshair.Importance),
  });
  return t(ipa.Settings.CrosshairConvention === 'mean' ? 'ipa.crosshairMean' : 'ipa.crosshairMidpoint', { at, mid });
}

const fmtPlain = (value: number) => formatNumber(value, currentLanguage());

/** The super admin's note beside live figures: what the customer admin sees instead. */
function operatorNote(
  completed: number,
  snapshot: { takenAt: string; forms: number } | null,
  minRespondents: number,
): string {
  const live = t('anonymity.live', { forms: t('anonymity.forms', { count: completed }) });
  const seen = snapshot
    ? t('anonymity.snapshotSeen', {
        day: formatDate(snapshot.takenAt, currentLanguage()),
        forms: t('anonymity.forms', { count: snapshot.forms }),
      })
    : t('anonymity.noneSeen', { min: minRespondents });
  return `${live} ${seen}`;
}

const plottedCount = (items: IpaItem[]) =>
  items.filter((i) => i.MeanPerformance !== null && i.MeanImportance !== null).length;

/** The whole inquiry: chart, quadrant key, the ranked "Concentrate here" list and every item as a table. */
/** What the chart's lines and quadrants mean, and how each figure is taken. */
function IpaMethod({
  ipa,
  group,
  withMethod = true,
}: {
  ipa: ImportancePerformance;
  group: IpaGroup;
  withMethod?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HowCalculated>
      {withMethod && <p>{t('ipa.method')}</p>}
      <p>{crosshairText(ipa, group)}</p>
      <p>{t('insights.notes.quadrantRule', { quadrant: quadrantName('Concentrate here') })}</p>
    </HowCalculated>
  );
}

export function IpaOverall({ ipa }: { ipa: ImportancePerformance }) {
  const { t } = useTranslation();
  const words = useWords();
  const group = ipa.Overall!;
  const { ScaleMin, ScaleMax, DkFlagThreshold } = ipa.Settings;
  // The super admin reads live figures (no Message); a customer admin's come from the snapshot its Message names.
  const snapshot =
    ipa.SnapshotTakenAt && ipa.SnapshotForms !== null
      ? { takenAt: ipa.SnapshotTakenAt, forms: ipa.SnapshotForms }
      : null;
  const note = ipa.Message ?? operatorNote(ipa.CompletedForms, snapshot, ipa.MinRespondents);
  const numberOf = useMemo(() => itemNumbers(ipa.Items), [ipa.Items]);
  return (
    <section className="card ipa" aria-labelledby="ipa-title">
      <div className="ipa-heading">
        <h2 id="ipa-title">{t('ipa.title')}</h2>
        <DkShare share={group.DkShare} flagged={group.DkFlagged} threshold={DkFlagThreshold} variant="long" />
      </div>
      <LeadSentence>{ipaLead(ipa, words)}</LeadSentence>
      <p className="ipa-note" role="note">
        {note}
      </p>
      <div className="ipa-layout">
        <figure className="ipa-figure">
          <figcaption>{t('ipa.figcaption', { name: t('ipa.allAreas'), count: plottedCount(ipa.Items) })}</figcaption>
          <IpaChart
            name={t('ipa.allAreas')}
            items={ipa.Items}
            quadrantOf={quadrantOf}
            numberOf={numberOf}
            crosshair={group.Crosshair}
            midpoint={group.Midpoint}
            scale={{ min: ScaleMin, max: ScaleMax }}
            describedBy="ipa-table-all"
          />
          <QuadrantLegend items={ipa.Items} quadrantOf={quadrantOf} />
        </figure>
        <div className="ipa-side">
          <h3>{quadrantName('Concentrate here')}</h3>
          <ConcentrateHereList items={group.ConcentrateHere} caption={t('ipa.ranked')} />
        </div>
      </div>
      <IpaMethod ipa={ipa} group={group} />
      <details className="ipa-details">
        <summary>{t('ipa.everyQuestion')}</summary>
        <IpaItemTable
          id="ipa-table-all"
          caption={t('ipa.allCaption')}
          items={ipa.Items}
          quadrantOf={quadrantOf}
          numberOf={numberOf}
          threshold={DkFlagThreshold}
          minRespondents={ipa.MinRespondents}
          showArea
        />
      </details>
    </section>
  );
}

/** One area's chart, drawn against the inquiry's crosshair that decides its labels, with its figures per question. */
export function IpaArea({ ipa, area }: { ipa: ImportancePerformance; area: AreaName }) {
  const { t } = useTranslation();
  const words = useWords();
  const group = ipa.Areas.find((a) => a.Area === area);
  const items = ipa.Items.filter((i) => i.Area === area);
  const numberOf = useMemo(() => itemNumbers(ipa.Items), [ipa.Items]);
  if (!group || items.length === 0) return null;
  const { ScaleMin, ScaleMax, DkFlagThreshold } = ipa.Settings;
  const tableId = `ipa-table-${area}`;
  const areaName = t(`areas.${area}`);
  return (
    <div className="ipa-area">
      <h3>{t('ipa.areaTitle', { area: areaName })}</h3>
      <LeadSentence>{ipaAreaLead(ipa, area, words)}</LeadSentence>
      <ActOnThisSlot
        target={{ origin: 'Area', title: t('actions.act.areaTitle', { area: areaName }), areas: [area] }}
      />
      <div className="ipa-layout">
        <figure className="ipa-figure">
          <figcaption>{t('ipa.figcaption', { name: areaName, count: plottedCount(items) })}</figcaption>
          <IpaChart
            name={areaName}
            items={items}
            quadrantOf={quadrantOf}
            numberOf={numberOf}
            crosshair={group.Crosshair}
            midpoint={group.Midpoint}
            scale={{ min: ScaleMin, max: ScaleMax }}
            describedBy={tableId}
          />
          <QuadrantLegend items={items} quadrantOf={quadrantOf} />
        </figure>
        <div className="ipa-side">
          <h4>{t('ipa.concentrateIn', { area: areaName })}</h4>
          <ConcentrateHereList items={group.ConcentrateHere} caption={t('ipa.areaRanked', { area: areaName })} />
        </div>
      </div>
      <IpaMethod ipa={ipa} group={group} withMethod={false} />
      <IpaItemTable
        id={tableId}
        caption={t('ipa.areaCaption', { area: areaName })}
        items={items}
        quadrantOf={quadrantOf}
        numberOf={numberOf}
        threshold={DkFlagThreshold}
        minRespondents={ipa.MinRespondents}
      />
    </div>
  );
}
