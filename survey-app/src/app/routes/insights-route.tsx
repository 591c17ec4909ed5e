import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import InsightsPage, { type InsightsRole } from '../../features/insights/components/insights-page';
import { ActOnThis } from '../../features/actions/components/act-on-this';
import { FeatureSlotsProvider, type ActTarget, type FeatureSlots } from '../../components/feature-slots';

// The Actions tab is loaded only when it opens.
const ActionEffectsTab = lazy(() => import('../../features/actions/components/action-effects-tab'));

function ActOnThisHere({ target }: { target: ActTarget }) {
  const { inquiryId = '' } = useParams();
  return <ActOnThis inquiryId={inquiryId} target={target} />;
}

// Both roles see whether the previous round's actions worked; only a customer admin may start one: the API refuses
// the super admin (and every other role) an action.
const OPERATOR_SLOTS: FeatureSlots = { actionsTab: (inquiryId) => <ActionEffectsTab inquiryId={inquiryId} /> };
const CUSTOMER_ADMIN_SLOTS: FeatureSlots = {
  ...OPERATOR_SLOTS,
  actOnThis: (target) => <ActOnThisHere target={target} />,
};

/** The insight pages of one role group's route, told the role rather than reading it from the path. */
export function insightsRoute(role: InsightsRole) {
  const slots = role === 'CustomerAdmin' ? CUSTOMER_ADMIN_SLOTS : OPERATOR_SLOTS;
  return function InsightsRoute() {
    return (
      <FeatureSlotsProvider slots={slots}>
        <InsightsPage role={role} />
      </FeatureSlotsProvider>
    );
  };
}
