import { describe, expect, it } from 'vitest';
import { normaliseRole, roleHome, roleOfPath } from './roles';

describe('roles', () => {
  it('compares role names case-insensitively and refuses others', () => {
    expect(normaliseRole('superadmin')).toBe('SuperAdmin');
    expect(normaliseRole('CUSTOMERADMIN')).toBe('CustomerAdmin');
    expect(normaliseRole('CustomerUser')).toBe('CustomerUser');
    expect(normaliseRole('admin')).toBeNull();
    expect(normaliseRole(undefined)).toBeNull();
  });

  it('maps roles to their path segment both ways', () => {
    expect(roleHome('CustomerAdmin')).toBe('/customerAdmin/dashboard');
    expect(roleOfPath('/superAdmin/findings')).toBe('SuperAdmin');
    expect(roleOfPath('/customerUser/dashboard/survey-form/3')).toBe('CustomerUser');
    expect(roleOfPath('/auth/login')).toBeNull();
  });
});
