import { Link } from 'react-router-dom';
import { MY_ACTIONS_PATH } from '@portal/contracts';
import { SetPasswordOffer } from '../../features/auth/components/set-password-offer';
import SurveyListPage from '../../features/survey-forms/components/survey-list-page';
import { SharedActionsPanel } from '../../features/actions/components/shared-actions-panel';
import { FeatureSlotsProvider, type FeatureSlots } from '../../components/feature-slots';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isInvitationSession } from '../../lib/session';
import { TeamEntry } from '../../features/team/components/team-entry';

// "You said, we did" below the respondent's forms: what their organisation does about the answers.
const SLOTS: FeatureSlots = { sharedActions: (inquiryIds) => <SharedActionsPanel inquiryIds={inquiryIds} /> };

/** The respondent's surveys; someone who came in by the invitation link is offered a password above them. */
export default function SurveyListRoute() {
  const { t } = useTranslation();
  return (
    <FeatureSlotsProvider slots={SLOTS}>
      <SetPasswordOffer />
      <SurveyListPage />
      {/* A session opened by an invitation link reaches the forms, not the actions (the API's invitation scope). */}
      {/* A manager's way to their people's results (not in an invitation link's session either). */}
      {!isInvitationSession() && <TeamEntry />}
      {!isInvitationSession() && (
        <p className="my-actions-link">
          <Link to={MY_ACTIONS_PATH}>{t('actions.mine.link')}</Link>
        </p>
      )}
    </FeatureSlotsProvider>
  );
}
