import { SetPasswordOffer } from '../../features/auth/components/set-password-offer';
import SurveyListPage from '../../features/survey-forms/components/survey-list-page';

/** The respondent's surveys; someone who came in by the invitation link is offered a password above them. */
export default function SurveyListRoute() {
  return (
    <>
      <SetPasswordOffer />
      <SurveyListPage />
    </>
  );
}
