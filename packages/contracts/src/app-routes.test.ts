import { describe, expect, it } from 'vitest';
import { appForPath, framedBySameOrigin } from './app-routes';

describe('route table', () => {
  it.each([
    ['/', 'survey-app'],
    ['/auth', 'survey-app'],
    ['/auth/login', 'survey-app'],
    ['/auth/signup/abc/def', 'survey-app'],
    ['/auth/signup/confirm', 'survey-app'],
    ['/auth/page-not-found', 'survey-app'],
    ['/customerUser/dashboard', 'survey-app'],
    ['/customerUser/dashboard/survey-form/3/edit-survey-form/9', 'survey-app'],
    ['/customerAdmin/survey-forms/3/view-survey-form/9/4', 'survey-app'],
    ['/customerAdmin/survey-forms/3/edit-survey-form/9', 'survey-app'],
    ['/superAdmin/monitor-activity/view-respondents/9/view-survey-form/4', 'survey-app'],
    ['/superAdmin/dashboard/view-insights/9/overview', 'survey-app'],
    ['/customerAdmin/dashboard/view-insights/9/roadmap', 'survey-app'],
    ['/customerAdmin/manage-profile', 'survey-app'],
    ['/customerAdmin/preview-survey-form/9', 'survey-app'],
    ['/superAdmin/preview-survey-form/9', 'survey-app'],
    ['/customerAdmin/inquiry-logs/preview/9', 'backoffice'],
    ['/superAdmin/monitor-activity/preview/9', 'backoffice'],
    ['/superAdmin', 'backoffice'],
    ['/superAdmin/dashboard', 'backoffice'],
    ['/superAdmin/manage-customers-profile/edit/4', 'backoffice'],
    ['/superAdmin/monitor-activity/view-respondents/9', 'backoffice'],
    ['/customerAdmin/dashboard', 'backoffice'],
    ['/customerAdmin/inquiry-logs/create', 'backoffice'],
    ['/customerAdmin/survey-forms', 'backoffice'],
    ['/somewhere/else', 'survey-app'],
  ])('%s is answered by the %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});

describe('pages shown in a frame', () => {
  it('are only the form preview of each admin role', () => {
    expect(framedBySameOrigin('/customerAdmin/preview-survey-form/9')).toBe(true);
    expect(framedBySameOrigin('/superAdmin/preview-survey-form/9')).toBe(true);
    for (const path of [
      '/customerUser/preview-survey-form/9',
      '/customerAdmin/survey-forms/3/edit-survey-form/9',
      '/customerAdmin/inquiry-logs/preview/9',
      '/auth/login',
      '/',
    ])
      expect(framedBySameOrigin(path)).toBe(false);
  });
});
