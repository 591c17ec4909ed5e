import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDate, ROLE_PATH, roleHome } from '@portal/contracts';
import { Loading } from '../../../components/loading';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AnonymityNotice } from '../../insights/components/anonymity-notice';
import { InsightTabBar } from '../../insights/components/insight-tab-bar';
import { useTeamInsights, type TeamGroupDto, type TeamInsightsDto } from '../api/get-team-insights';
import { ManagerPicker } from './manager-picker';
import { TeamHeatmap } from './team-heatmap';
import { TeamItems } from './team-items';
import { TeamOverview } from './team-overview';
import { TEAM_TABS, type TeamRole, type TeamTab } from './team-paths';
import { TeamRefusal, TeamState } from './team-state';
import '../../insights/components/insights.css';
import './team.css';

const TAB = 'tab';
const MANAGER = 'manager';

/** Whose results these are, in a sentence under the title. */
function scopeLine(t: (key: string, values?: Record<string, unknown>) => string, data: TeamInsightsDto) {
  if (data.Manager === '') return t('team.scope.organisation');
  if (data.Access === 'Manager') return t('team.scope.own');
  return t(data.Access === 'Admin' ? 'team.scope.admin' : 'team.scope.of', {
    manager: data.ManagerName ?? data.Manager,
  });
}

/**
 * "My team": a manager's (or a shared reader's) view of an inquiry's published results, from the snapshot: the whole
 * team's areas, a heatmap by direct report and the items. Tab and manager live in the URL (linkable, Back works).
 */
export function TeamPage({ role }: { role: TeamRole }) {
  const { inquiryId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB) as TeamTab | null;
  const tab: TeamTab = asked && TEAM_TABS.includes(asked) ? asked : 'overview';
  const manager = role === 'CustomerAdmin' ? (params.get(MANAGER) ?? '') : '';
  const query = useTeamInsights(inquiryId, manager);

  const set = (key: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === MANAGER },
    );
  const tabLink = (value: TeamTab) => {
    const next = new URLSearchParams(params);
    next.set(TAB, value);
    return `?${next.toString()}`;
  };

  const data = query.data;
  const body = () => {
    if (query.isPending) return <Loading />;
    if (query.isError || !data) return <TeamRefusal error={query.error} />;
    if (!data.Published) return <TeamState title={t('team.unpublished.title')} body={t('team.unpublished.body')} />;
    if (data.Gated) return <AnonymityNotice gate={data} />;
    if (data.RolledUp)
      return (
        <TeamState title={t('team.rolledUp.title')} body={t('team.rolledUp.body', { min: data.MinRespondents })} />
      );
    if (!data.Team) return <TeamState title={t('team.empty.title')} body={t('team.empty.body')} />;
    const shown = data as TeamInsightsDto & { Team: TeamGroupDto };
    return (
      <>
        <InsightTabBar label={t('team.tabsLabel')} activeKey={tab}>
          {TEAM_TABS.map((value) => (
            <Link
              key={value}
              to={tabLink(value)}
              className={`insight-tab${tab === value ? ' active' : ''}`}
              aria-current={tab === value ? 'page' : undefined}
            >
              {t(`team.tabs.${value}`)}
            </Link>
          ))}
        </InsightTabBar>
        {tab === 'overview' && <TeamOverview team={shown.Team} minRespondents={data.MinRespondents} />}
        {tab === 'heatmap' && <TeamHeatmap data={shown} />}
        {tab === 'items' && <TeamItems team={shown.Team} minRespondents={data.MinRespondents} />}
      </>
    );
  };

  return (
    <section className="team-page" aria-labelledby="team-title">
      <div className="page-head">
        <h1 id="team-title">{t('team.title')}</h1>
      </div>
      <p>
        {/* The customer admin came from the inquiry's insight pages; the customer user from their dashboard. */}
        <Link
          to={
            role === 'CustomerAdmin'
              ? `/${ROLE_PATH.CustomerAdmin}/dashboard/view-insights/${encodeURIComponent(inquiryId)}`
              : roleHome(role)
          }
        >
          {t(role === 'CustomerAdmin' ? 'team.backInsights' : 'team.back')}
        </Link>
      </p>
      {role === 'CustomerAdmin' && <ManagerPicker value={manager} onChange={(email) => set(MANAGER, email)} />}
      {data && !query.isError && data.Published && !data.Gated && (
        <>
          <p className="muted">{scopeLine(t, data)}</p>
          {/* Every reader is told the figures are the snapshot's, in their own language. */}
          {data.SnapshotTakenAt && data.SnapshotForms !== null && (
            <p className="muted hm-snapshot">
              {t('team.snapshot', {
                day: formatDate(data.SnapshotTakenAt, i18n.language),
                forms: data.SnapshotForms,
              })}
            </p>
          )}
        </>
      )}
      {body()}
    </section>
  );
}

/** The page of one role group's route, told the role rather than reading it from the path. */
export function teamRoute(role: TeamRole) {
  return function TeamRoute() {
    return <TeamPage role={role} />;
  };
}
