import { describe, expect, it } from 'vitest';
import { profilePath } from './profile-menu';

describe('profile menu', () => {
  it('gives the customer roles a Manage Profile page under their own path, the super admin none', () => {
    expect(profilePath('CustomerAdmin')).toBe('/customerAdmin/manage-profile');
    expect(profilePath('CustomerUser')).toBe('/customerUser/manage-profile');
    expect(profilePath('SuperAdmin')).toBeNull();
  });
});
