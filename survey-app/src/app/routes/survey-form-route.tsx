import type { Role } from '@portal/contracts';
import SurveyFormPage from '../../features/survey-forms/components/survey-form-page';
import type { SurveyFormMode } from '../../features/survey-forms/components/survey-form-source';
import { SharedActionsPanel } from '../../features/actions/components/shared-actions-panel';
import { FeatureSlotsProvider, type FeatureSlots } from '../../components/feature-slots';

// The start screen of a round shows what was done about the earlier rounds' answers ("You said, we did").
const SLOTS: FeatureSlots = { sharedActions: (inquiryIds) => <SharedActionsPanel inquiryIds={inquiryIds} narrow /> };

/** The survey form page of one role group's route, told its role and mode rather than reading them from the path. */
export function surveyFormRoute(role: Role, mode: SurveyFormMode) {
  return function SurveyFormRoute() {
    return (
      <FeatureSlotsProvider slots={SLOTS}>
        <SurveyFormPage role={role} mode={mode} />
      </FeatureSlotsProvider>
    );
  };
}
