import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'Password1!',
    'password123!',
    'P@ssw0rd1',
    'Welcome2026!',
    'Qwerty123!',
    '!!Admin2024',
    'Pa$$w0rd!',
    'Letmein#1',
  ])('refuses %s', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['Demo#Pass2026', 'Fabrikam#Start2026', 'Tr0ub4dor&3x', 'correct-Horse-battery-7'])('accepts %s', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
