import type { IpaItem, IpaRankedItem, Quadrant } from '@portal/contracts';
import { DkShare } from './dk-share';
import { fmt, fmtGap, QUADRANT_STYLE } from './ipa-format';

function QuadrantName({ q }: { q: Quadrant | null }) {
  if (!q) return <span className="muted">Not plotted</span>;
  return (
    <span className="ipa-quadrant">
      <span style={{ color: QUADRANT_STYLE[q].color }} aria-hidden="true">
        {QUADRANT_STYLE[q].symbol}
      </span>{' '}
      {q}
    </span>
  );
}

interface ItemTableProps {
  id: string;
  caption: string;
  items: IpaItem[];
  quadrantOf: (item: IpaItem) => Quadrant | null;
  threshold: number;
  showArea?: boolean;
}

/** Every item's figures: the chart's text alternative, with the DK share beside the averages. */
export function IpaItemTable({ id, caption, items, quadrantOf, threshold, showArea = false }: ItemTableProps) {
  return (
    <table id={id} className="ipa-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          {showArea && <th scope="col">Area</th>}
          <th scope="col">Quadrant</th>
          <th scope="col">Performance</th>
          <th scope="col">Importance</th>
          <th scope="col">Gap</th>
          <th scope="col">N</th>
          <th scope="col">Don't know</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.Key}>
            <th scope="row" data-label="Question">
              {i.Title}
              {i.IsCustomQuestion && <span className="muted"> (custom question)</span>}
            </th>
            {showArea && <td data-label="Area">{i.Area}</td>}
            <td data-label="Quadrant">
              <QuadrantName q={quadrantOf(i)} />
            </td>
            <td data-label="Performance" title={`${i.NPerformance} valid ratings`}>{fmt(i.MeanPerformance)}</td>
            <td data-label="Importance" title={`${i.NImportance} valid ratings`}>{fmt(i.MeanImportance)}</td>
            <td data-label="Gap">{fmtGap(i.Gap)}</td>
            <td data-label="N">{i.N}</td>
            <td data-label="Don't know">
              <DkShare share={i.DkShare} flagged={i.DkFlagged} threshold={threshold} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The "Concentrate here" items, largest gap (importance − performance) first. */
export function ConcentrateHereList({ items, caption }: { items: IpaRankedItem[]; caption: string }) {
  if (items.length === 0) return <p className="muted">No item falls in "Concentrate here".</p>;
  return (
    <table className="ipa-table ipa-ranked">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Question</th>
          <th scope="col">Area</th>
          <th scope="col">Gap</th>
          <th scope="col">Performance</th>
          <th scope="col">Importance</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.Key}>
            <td data-label="Rank" className="ipa-rank">{i.Rank}</td>
            <th scope="row" data-label="Question">{i.Title}</th>
            <td data-label="Area">{i.Area}</td>
            <td data-label="Gap"><strong>{fmtGap(i.Gap)}</strong></td>
            <td data-label="Performance">{fmt(i.MeanPerformance)}</td>
            <td data-label="Importance">{fmt(i.MeanImportance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
