import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { AppLayout } from './AppLayout';

afterEach(() => localStorage.clear());

describe('AppLayout', { timeout: 60_000 }, () => {
  it("shows the site title in the app bar as text, not as a heading (the page's own title is its first heading)", async () => {
    signIn('SuperAdmin');
    render(
      <MemoryRouter initialEntries={['/']}>
        <AdminContext authProvider={authProvider}>
          <AppLayout>
            <h1>Dashboard</h1>
          </AppLayout>
        </AdminContext>
      </MemoryRouter>,
    );
    const title = await screen.findByText('Diagnostic Portal', {}, { timeout: 10_000 });
    expect(title.closest('h1, h2, h3, h4, h5, h6, [role="heading"]')).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Dashboard']);
  });
});
