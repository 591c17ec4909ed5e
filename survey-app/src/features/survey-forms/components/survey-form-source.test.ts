import { describe, expect, it } from 'vitest';
import { backPath, surveyFormSource } from './survey-form-source';

describe('survey form source', () => {
  it('goes back to the respondents list, the Survey Forms tab or the dashboard per role', () => {
    expect(backPath('SuperAdmin', '5')).toBe('/superAdmin/monitor-activity/view-respondents/5');
    expect(backPath('CustomerAdmin', '5')).toBe('/customerAdmin/survey-forms');
    expect(backPath('CustomerUser', '5')).toBe('/customerUser/dashboard');
  });

  it("reads the operator's route as a respondent's answers and the staff routes as the caller's own form", () => {
    expect(surveyFormSource('SuperAdmin', { inquiryId: '5', customerUserId: '3' })).toEqual({
      kind: 'respondent',
      inquiryId: '5',
      customerUserId: '3',
    });
    expect(surveyFormSource('CustomerAdmin', { inquiryTypeId: '2', inquiryId: '5' })).toEqual({
      kind: 'own',
      inquiryTypeId: '2',
      inquiryId: '5',
    });
  });
});
