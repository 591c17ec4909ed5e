import { describe, expect, it } from 'vitest';
import { appForPath } from './app-routes';
import { formPreviewPath, insightsPath, respondentFormPath, staffFormPaths } from './survey-app-pages';

describe('survey-app pages', () => {
  it('builds the insights overview of each admin role, answered by the survey app', () => {
    expect(insightsPath('SuperAdmin', 9)).toBe('/superAdmin/dashboard/view-insights/9/overview');
    expect(insightsPath('CustomerAdmin', 9)).toBe('/customerAdmin/dashboard/view-insights/9/overview');
    expect(appForPath(insightsPath('CustomerAdmin', 9))).toBe('survey-app');
  });

  it('builds the view and fill-in pages of a staff form for both roles that have them', () => {
    const form = { InquiryTypeId: 3, InquiryId: 9, CustomerUserId: 4 };
    expect(staffFormPaths('CustomerAdmin', form)).toEqual({
      view: '/customerAdmin/survey-forms/3/view-survey-form/9/4',
      edit: '/customerAdmin/survey-forms/3/edit-survey-form/9',
    });
    expect(staffFormPaths('CustomerUser', form)).toEqual({
      view: '/customerUser/dashboard/survey-form/3/view-survey-form/9/4',
      edit: '/customerUser/dashboard/survey-form/3/edit-survey-form/9',
    });
    for (const path of Object.values(staffFormPaths('CustomerAdmin', form)))
      expect(appForPath(path)).toBe('survey-app');
  });

  it("builds the operator's view of a respondent's form", () => {
    expect(respondentFormPath(9, 4)).toBe('/superAdmin/monitor-activity/view-respondents/9/view-survey-form/4');
    expect(appForPath(respondentFormPath(9, 4))).toBe('survey-app');
  });

  it("builds the preview of an inquiry's form in one language, answered by the survey app", () => {
    expect(formPreviewPath('CustomerAdmin', 9, 'fr')).toBe('/customerAdmin/preview-survey-form/9?lang=fr');
    expect(formPreviewPath('SuperAdmin', 9, 'en')).toBe('/superAdmin/preview-survey-form/9?lang=en');
    expect(appForPath(formPreviewPath('CustomerAdmin', 9, 'de').split('?')[0])).toBe('survey-app');
  });
});
