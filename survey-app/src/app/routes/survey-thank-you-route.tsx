import type { Role } from '@portal/contracts';
import { SetPasswordOffer } from '../../features/auth/components/set-password-offer';
import SurveyThankYouPage from '../../features/survey-forms/components/survey-thank-you-page';

/** The thank-you screen of one role group; someone who came in by the invitation link is offered a password below it. */
export function surveyThankYouRoute(role: Extract<Role, 'CustomerAdmin' | 'CustomerUser'>) {
  return function SurveyThankYouRoute() {
    return (
      <>
        <SurveyThankYouPage role={role} />
        <SetPasswordOffer />
      </>
    );
  };
}
