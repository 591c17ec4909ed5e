import { describe, expect, it } from 'vitest';
import { appForPath } from './app-routes';
import { CUSTOMER_ADMIN_FORMS_PATH, respondentsListPath } from './backoffice-pages';

describe('backoffice pages linked from the survey app', () => {
  it("builds the operator's respondents list of an inquiry, answered by the backoffice", () => {
    expect(respondentsListPath(9)).toBe('/superAdmin/monitor-activity/view-respondents/9');
    expect(appForPath(respondentsListPath(9))).toBe('backoffice');
  });

  it("names the customer admin's Survey Forms tab, answered by the backoffice", () => {
    expect(CUSTOMER_ADMIN_FORMS_PATH).toBe('/customerAdmin/survey-forms');
    expect(appForPath(CUSTOMER_ADMIN_FORMS_PATH)).toBe('backoffice');
  });
});
