import { useTranslation } from '../../../lib/i18n/use-translation';
import type { HeatmapDto, HeatmapSegment } from '../../insights/api/get-heatmap';
import { heatmapShadeVars } from '../../insights/components/heatmap-colors';
import { HeatmapLegend } from '../../insights/components/heatmap-legend';
import { HeatmapTable } from '../../insights/components/heatmap-table';
import { isWithheld } from '../../insights/components/group-label';
import { HowCalculated, LeadSentence } from '../../insights/components/lead-sentence';
import type { TeamGroupDto, TeamInsightsDto } from '../api/get-team-insights';
import '../../insights/components/heatmap.css';

type Team = TeamInsightsDto & { Team: TeamGroupDto };

const column = (group: TeamGroupDto, label: string): HeatmapSegment => ({
  Value: label,
  NoValue: false,
  N: group.N,
  Hidden: false,
  HiddenReason: null,
  HiddenMessage: null,
  RolledUp: false,
  Members: [label],
  Areas: group.Areas,
  Questions: group.Questions,
});

/**
 * The team view as the heatmap the insight pages draw: the whole team is the reference column, each direct report's
 * subtree shown alone is a column, and the rest of the team (the manager and every subtree too small to be shown
 * alone) is the last one, when there is one.
 */
export function teamHeatmap(data: Team, by: string, restLabel: string): HeatmapDto {
  return {
    Gated: false,
    MinRespondents: data.MinRespondents,
    CompletedForms: data.CompletedForms,
    Needed: data.Needed,
    Message: null,
    SnapshotTakenAt: data.SnapshotTakenAt,
    SnapshotForms: data.SnapshotForms,
    By: by,
    Overall: { N: data.Team.N, Areas: data.Team.Areas, Questions: data.Team.Questions },
    Segments: [
      ...data.DirectReports.map((report) => column(report, report.Name ?? report.Manager)),
      ...(data.RestOfTeam ? [column(data.RestOfTeam, restLabel)] : []),
    ],
  };
}

export function TeamHeatmap({ data }: { data: Team }) {
  const { t } = useTranslation();
  const heatmap = teamHeatmap(data, t('team.heatmap.by'), t('team.heatmap.rest'));
  const groups = [data.Team, ...data.DirectReports, ...(data.RestOfTeam ? [data.RestOfTeam] : [])];
  return (
    <section className="heatmap" aria-labelledby="team-heatmap-title" style={heatmapShadeVars()}>
      <h2 id="team-heatmap-title">{t('team.heatmap.title')}</h2>
      <LeadSentence>
        {data.DirectReports.length === 0
          ? t('team.heatmap.leadNone', { min: data.MinRespondents })
          : t('team.heatmap.lead', { count: data.DirectReports.length })}
      </LeadSentence>
      {/* Without a direct report to show, the whole team's column stands alone: the questions are still there. */}
      <div className="hm-scroll" role="region" aria-label={t('heatmap.caption', { by: heatmap.By })} tabIndex={0}>
        <HeatmapTable data={heatmap} overall={heatmap.Overall!} mode="score" />
      </div>
      {data.RestOfTeam && (
        <p className="team-rolled-note">
          <strong>{t('team.heatmap.rest')}:</strong> {t('team.heatmap.restWhy', { min: data.MinRespondents })}
        </p>
      )}
      <HeatmapLegend
        mode="score"
        minRespondents={data.MinRespondents}
        reasons={[]}
        withheld={groups.some((g) => [...g.Areas, ...g.Questions].some(isWithheld))}
      />
      <HowCalculated>
        <p>{t('team.notes.columns', { min: data.MinRespondents })}</p>
        <p>{t('team.notes.scale')}</p>
        <p>{t('insights.notes.areaMean')}</p>
      </HowCalculated>
    </section>
  );
}
