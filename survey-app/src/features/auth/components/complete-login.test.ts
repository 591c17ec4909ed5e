import { describe, expect, it } from 'vitest';
import { nextAfterLogin } from './complete-login';

describe('the page a login opens afterwards', () => {
  const form = '/customerUser/dashboard/survey-form/2/edit-survey-form/7';
  it('follows a path of the role’s own group', () => {
    expect(nextAfterLogin(form, 'CustomerUser')).toBe(form);
  });
  it('ignores another role’s page, another site and anything that is not a path', () => {
    expect(nextAfterLogin(form, 'CustomerAdmin')).toBeNull();
    expect(nextAfterLogin('//evil.example/customerUser/dashboard', 'CustomerUser')).toBeNull();
    expect(nextAfterLogin('https://evil.example/customerUser/dashboard', 'CustomerUser')).toBeNull();
    expect(nextAfterLogin('/\\evil.example', 'CustomerUser')).toBeNull();
    expect(nextAfterLogin('', 'CustomerUser')).toBeNull();
    expect(nextAfterLogin(form, null)).toBeNull();
  });
});
