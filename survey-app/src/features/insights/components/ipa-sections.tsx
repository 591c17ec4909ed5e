import type { ImportancePerformanceDto as ImportancePerformance, IpaGroup, IpaItem, ResultArea as AreaName } from '@portal/contracts';
import { ANONYMITY_TEXTS } from '@portal/contracts';
import { DkShare } from './dk-share';
import { IpaChart, QuadrantLegend } from './ipa-chart';
import { fmt } from './ipa-format';
import { ConcentrateHereList, IpaItemTable } from './ipa-tables';

const overallQuadrant = (i: IpaItem) => i.Quadrant;
const areaQuadrant = (i: IpaItem) => i.AreaQuadrant;

function crosshairText(ipa: ImportancePerformance, group: IpaGroup): string {
  const mid = `dashed lines: the scale midpoint ${ipa.Settings.Midpoint}`;
  if (!group.Crosshair) return `No item has valid ratings yet; ${mid}.`;
  const at = `performance ${fmt(group.Crosshair.Performance)}, importance ${fmt(group.Crosshair.Importance)}`;
  return ipa.Settings.CrosshairConvention === 'mean'
    ? `Solid lines: the crosshair at the mean of the item means (${at}); ${mid}.`
    : `Solid lines: the crosshair at the scale midpoint (${at}); ${mid}.`;
}

const plottedCount = (items: IpaItem[]) => items.filter((i) => i.MeanPerformance !== null && i.MeanImportance !== null).length;

/** The whole inquiry: chart, quadrant key, the ranked "Concentrate here" list and every item as a table. */
export function IpaOverall({ ipa }: { ipa: ImportancePerformance }) {
  const group = ipa.Overall!;
  const { ScaleMin, ScaleMax, DkFlagThreshold } = ipa.Settings;
  // The super admin reads live figures (no Message); a customer admin's come from the snapshot its Message names.
  const snapshot = ipa.SnapshotTakenAt && ipa.SnapshotForms !== null ? { takenAt: ipa.SnapshotTakenAt, forms: ipa.SnapshotForms } : null;
  const note = ipa.Message ?? ANONYMITY_TEXTS.operatorNote(ipa.CompletedForms, snapshot, ipa.MinRespondents);
  return (
    <section className="card ipa" aria-labelledby="ipa-title">
      <div className="ipa-heading">
        <h2 id="ipa-title">Importance-performance analysis</h2>
        <DkShare share={group.DkShare} flagged={group.DkFlagged} threshold={DkFlagThreshold} variant="long" />
      </div>
      <p className="muted ipa-method">
        Each question is placed at its mean performance (across) and mean importance (up), over valid ratings only: Don't know answers
        are left out of each mean and shown as a share. The gap is importance − performance, averaged over the respondents who rated
        both.
      </p>
      <p className="ipa-note" role="note">
        {note}
      </p>
      <div className="ipa-layout">
        <figure className="ipa-figure">
          <figcaption>
            All areas: {plottedCount(ipa.Items)} questions. {crosshairText(ipa, group)}
          </figcaption>
          <IpaChart
            name="All areas"
            items={ipa.Items}
            quadrantOf={overallQuadrant}
            crosshair={group.Crosshair}
            midpoint={group.Midpoint}
            scale={{ min: ScaleMin, max: ScaleMax }}
            describedBy="ipa-table-all"
          />
          <QuadrantLegend items={ipa.Items} quadrantOf={overallQuadrant} />
        </figure>
        <div className="ipa-side">
          <h3>Concentrate here</h3>
          <ConcentrateHereList items={group.ConcentrateHere} caption="Ranked by gap, largest first" />
        </div>
      </div>
      <details className="ipa-details">
        <summary>Every question as a table</summary>
        <IpaItemTable
          id="ipa-table-all"
          caption="All areas: figures per question (quadrant against the overall crosshair)"
          items={ipa.Items}
          quadrantOf={overallQuadrant}
          threshold={DkFlagThreshold}
          showArea
        />
      </details>
    </section>
  );
}

/** One area's chart against its own crosshair, with its figures per question. */
export function IpaArea({ ipa, area }: { ipa: ImportancePerformance; area: AreaName }) {
  const group = ipa.Areas.find((a) => a.Area === area);
  const items = ipa.Items.filter((i) => i.Area === area);
  if (!group || items.length === 0) return null;
  const { ScaleMin, ScaleMax, DkFlagThreshold } = ipa.Settings;
  const tableId = `ipa-table-${area}`;
  return (
    <div className="ipa-area">
      <h3>Importance-performance: {area}</h3>
      <div className="ipa-layout">
        <figure className="ipa-figure">
          <figcaption>
            {area}: {plottedCount(items)} questions. {crosshairText(ipa, group)}
          </figcaption>
          <IpaChart
            name={area}
            items={items}
            quadrantOf={areaQuadrant}
            crosshair={group.Crosshair}
            midpoint={group.Midpoint}
            scale={{ min: ScaleMin, max: ScaleMax }}
            describedBy={tableId}
          />
          <QuadrantLegend items={items} quadrantOf={areaQuadrant} />
        </figure>
        <div className="ipa-side">
          <h4>Concentrate here in {area}</h4>
          <ConcentrateHereList items={group.ConcentrateHere} caption={`${area}: ranked by gap, largest first`} />
        </div>
      </div>
      <IpaItemTable
        id={tableId}
        caption={`${area}: figures per question (quadrant against the ${area} crosshair)`}
        items={items}
        quadrantOf={areaQuadrant}
        threshold={DkFlagThreshold}
      />
    </div>
  );
}
