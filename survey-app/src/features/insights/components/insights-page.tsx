import { lazy, Suspense } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { insightsPath, NOT_FOUND_PATH, roleHome, type Role } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { goTo } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { isNotFound } from '../../../lib/not-found';
import { useInquiry } from '../api/get-inquiry';
import { AdvanceInsightsPage } from './advance-insights-page';
import { CustomerDownloads } from './customer-downloads';
import { DocumentsPage } from './documents-page';
import { ExportReport } from './export-report';
import { FindingsTab } from './findings-tab';
import { GroupFilter } from './group-filter';
import { InsightTabBar } from './insight-tab-bar';
import { INSIGHT_TABS, resolveInsightPath, titleKeyOf, truncateName } from './insight-tabs';
import { OverviewTab } from './overview-tab';
import { ParticipantsPage } from './participants-page';
import { RoadmapTab } from './roadmap-tab';
import { ScenariosTab } from './scenarios-tab';
import { segmentSearch, useSegment } from './use-segment';
import { useFeatureSlots } from '../../../components/feature-slots';
import './insights.css';

// chart.js is loaded only by the inputs tab.
const InputsTab = lazy(() => import('./inputs-tab'));
// The heatmap (its table, legend and styles) is loaded only when its tab opens.
const HeatmapTab = lazy(() => import('./heatmap-tab'));
// Trends and Benchmark bring their chart.js parts only when opened.
const TrendsTab = lazy(() => import('./trends-tab'));
const BenchmarkTab = lazy(() => import('./benchmark-tab'));
// The comments (their chart with chart.js) are loaded only when their tab opens.
const CommentsTab = lazy(() => import('./comments-tab'));

// The tabs whose figures follow the group filter (the reads that take ?segment=).
const FILTERED_TABS: readonly string[] = ['overview', 'inputs', 'comments', 'trends'];

/** The insights of one inquiry for the super admin (with Export Data) or a customer admin. */
export type InsightsRole = Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>;

export default function InsightsPage({ role }: { role: InsightsRole }) {
  const { inquiryId = '', '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const base = `${roleHome(role)}/view-insights/${inquiryId}`;
  const overview = insightsPath(role, inquiryId);
  const view = resolveInsightPath(rest);
  const inquiry = useInquiry(inquiryId);
  const segment = useSegment();
  const slots = useFeatureSlots();

  if (view.kind === 'redirect-overview') return <Navigate to={overview} replace />;
  if (view.kind === 'not-found' || isNotFound(inquiry.error)) return <Navigate to={NOT_FOUND_PATH} replace />;

  const name = inquiry.data?.Description ?? '';
  const type = inquiry.data?.InquiryTypeName ?? '';
  const activeTab = view.kind === 'tab' ? view.tab : 'overview';

  return (
    <div className="insights">
      <header className="insights-head card">
        <button type="button" className="btn btn-ghost" onClick={() => goTo(navigate, roleHome(role))}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </button>
        <div className="insights-title">
          <h1 title={name} aria-label={name || undefined}>
            {inquiry.isPending ? t('common.loading') : truncateName(name)}
          </h1>
          <p className="muted">
            {type && <span>{type}</span>}
            {type && <span aria-hidden="true"> · </span>}
            <span>{titleKeyOf(view) ? t(titleKeyOf(view)!) : ''}</span>
          </p>
        </div>
        {role === 'SuperAdmin' && <ExportReport inquiryId={inquiryId} />}
        {/* Before publication the API refuses both downloads (409): no button to press in vain. */}
        {role === 'CustomerAdmin' && inquiry.data?.Status === 'Published' && (
          <>
            <CustomerDownloads inquiryId={inquiryId} />
            <Link className="btn btn-ghost" to={`${base}/my-team`}>
              {t('insights.byManager')}
            </Link>
          </>
        )}
        <GroupFilter
          inquiryId={inquiryId}
          segment={segment}
          applies={view.kind === 'tab' && FILTERED_TABS.includes(view.tab)}
          readsHidden={role === 'SuperAdmin'}
        />
      </header>

      <InsightTabBar label={t('insights.label')} activeKey={activeTab}>
        {INSIGHT_TABS.map((tab) => (
          <Link
            key={tab.path}
            to={`${base}/${tab.path}${segmentSearch(segment)}`}
            className={`insight-tab${activeTab === tab.path ? ' active' : ''}`}
            aria-current={activeTab === tab.path && view.kind === 'tab' ? 'page' : undefined}
          >
            {t(`insights.tabs.${tab.path}`)}
          </Link>
        ))}
      </InsightTabBar>

      {/* The tabs wait for the inquiry, so an unknown one ends in one not-found answer rather than one per tab. */}
      <div className="insight-body">
        {inquiry.isPending ? (
          <Loading />
        ) : (
          <>
            {view.kind === 'tab' && view.tab === 'overview' && (
              <OverviewTab inquiryId={inquiryId} base={base} segment={segment} />
            )}
            {view.kind === 'tab' && view.tab === 'findings' && <FindingsTab inquiryId={inquiryId} />}
            {view.kind === 'tab' && view.tab === 'scenarios' && <ScenariosTab inquiryId={inquiryId} />}
            {view.kind === 'tab' && view.tab === 'inputs' && (
              <Suspense fallback={<Loading />}>
                <InputsTab inquiryId={inquiryId} segment={segment} />
              </Suspense>
            )}
            {view.kind === 'tab' && view.tab === 'heatmap' && (
              <Suspense fallback={<Loading />}>
                <HeatmapTab inquiryId={inquiryId} />
              </Suspense>
            )}
            {view.kind === 'tab' && view.tab === 'comments' && (
              <Suspense fallback={<Loading />}>
                <CommentsTab inquiryId={inquiryId} segment={segment} superAdmin={role === 'SuperAdmin'} />
              </Suspense>
            )}
            {view.kind === 'tab' && view.tab === 'trends' && (
              <Suspense fallback={<Loading />}>
                <TrendsTab inquiryId={inquiryId} segment={segment} />
              </Suspense>
            )}
            {view.kind === 'tab' && view.tab === 'benchmark' && (
              <Suspense fallback={<Loading />}>
                <BenchmarkTab inquiryId={inquiryId} />
              </Suspense>
            )}
            {view.kind === 'tab' && view.tab === 'roadmap' && <RoadmapTab inquiryId={inquiryId} />}
            {view.kind === 'tab' && view.tab === 'actions' && (
              <Suspense fallback={<Loading />}>{slots.actionsTab?.(inquiryId) ?? null}</Suspense>
            )}
            {view.kind === 'overview-page' && view.page === 'participants' && (
              <ParticipantsPage inquiryId={inquiryId} overview={overview} />
            )}
            {view.kind === 'overview-page' && view.page === 'documents' && (
              <DocumentsPage inquiryId={inquiryId} overview={overview} />
            )}
            {view.kind === 'overview-page' && view.page === 'advance-insights' && (
              <AdvanceInsightsPage inquiryId={inquiryId} overview={overview} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
