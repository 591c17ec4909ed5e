// The insight sub-paths (spec §2 "Insight screens"); anything else is page-not-found.
// Labels are catalogue keys: insights.tabs.<path> and insights.pages.<path>.
export const INSIGHT_TABS = [
  { path: 'overview' },
  { path: 'findings' },
  { path: 'scenarios' },
  { path: 'inputs' },
  { path: 'heatmap' },
  { path: 'comments' },
  { path: 'trends' },
  { path: 'benchmark' },
  { path: 'roadmap' },
  { path: 'actions' },
] as const;

export const OVERVIEW_PAGES = [{ path: 'participants' }, { path: 'documents' }, { path: 'advance-insights' }] as const;

export type InsightView =
  | { kind: 'tab'; tab: (typeof INSIGHT_TABS)[number]['path'] }
  | { kind: 'overview-page'; page: (typeof OVERVIEW_PAGES)[number]['path'] }
  | { kind: 'redirect-overview' }
  | { kind: 'not-found' };

/** What the part of the path after /view-insights/{inquiryId}/ shows. */
export function resolveInsightPath(rest: string): InsightView {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'redirect-overview' };
  const tab = INSIGHT_TABS.find((t) => t.path === parts[0]);
  if (!tab) return { kind: 'not-found' };
  if (parts.length === 1) return { kind: 'tab', tab: tab.path };
  const page = OVERVIEW_PAGES.find((p) => p.path === parts[1]);
  if (tab.path === 'overview' && page && parts.length === 2) return { kind: 'overview-page', page: page.path };
  return { kind: 'not-found' };
}

/** The catalogue key of the view's title, or null for a view without one. */
export function titleKeyOf(view: InsightView): string | null {
  if (view.kind === 'tab') return `insights.tabs.${view.tab}`;
  if (view.kind === 'overview-page') return `insights.pages.${view.page}`;
  return null;
}

export function truncateName(name: string, max = 25): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
