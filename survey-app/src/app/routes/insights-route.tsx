import InsightsPage, { type InsightsRole } from '../../features/insights/components/insights-page';

/** The insight pages of one role group's route, told the role rather than reading it from the path. */
export function insightsRoute(role: InsightsRole) {
  return function InsightsRoute() {
    return <InsightsPage role={role} />;
  };
}
