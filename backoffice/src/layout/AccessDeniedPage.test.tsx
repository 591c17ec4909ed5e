import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test-session';
import { AccessDeniedPage } from './AccessDeniedPage';

afterEach(() => localStorage.clear());

const show = () =>
  render(
    <AdminContext>
      <AccessDeniedPage />
    </AdminContext>,
  );

describe('AccessDeniedPage', () => {
  it('says Access denied to a live session', async () => {
    localStorage.setItem('token', fakeToken({ role: 'CustomerAdmin' }));
    show();
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });

  it('shows nothing while an expired session leaves for the login page', () => {
    localStorage.setItem('token', fakeToken({ role: 'CustomerAdmin', exp: Math.floor(Date.now() / 1000) - 60 }));
    const { container } = show();
    expect(container.textContent).toBe('');
  });
});
