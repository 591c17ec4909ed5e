import type { Role } from '@portal/contracts';
import SurveyFormPage from '../../features/survey-forms/components/survey-form-page';
import type { SurveyFormMode } from '../../features/survey-forms/components/survey-form-source';

/** The survey form page of one role group's route, told its role and mode rather than reading them from the path. */
export function surveyFormRoute(role: Role, mode: SurveyFormMode) {
  return function SurveyFormRoute() {
    return <SurveyFormPage role={role} mode={mode} />;
  };
}
