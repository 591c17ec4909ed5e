import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { TeamEntry } from './team-entry';

const form = (InquiryId: number, InquiryTypeName: string, Description: string, CustomerUserId: number) => ({
  InquiryId,
  InquiryTypeId: 1,
  InquiryTypeName,
  Description,
  ExpiryDate: null,
  IsExpired: false,
  Status: 'completed',
  CustomerUserId,
});

afterEach(() => vi.unstubAllGlobals());

describe('My team on the dashboard', () => {
  it("links each inquiry of the user's forms once to its My team view, asking for every page of forms", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/Inquiry/Staff/')
        ? jsonResponse({
            currentPage: 1,
            pageSize: -1,
            totalItem: 3,
            totalPage: 1,
            data: [
              form(5, 'Health Check', 'Round 2026', 3),
              form(5, 'Health Check', 'Round 2026', 4),
              form(7, 'Pulse', 'Spring', 3),
            ],
          })
        : jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404),
    );
    vi.stubGlobal('fetch', fetch);
    signIn('CustomerUser');
    renderRoutes([{ path: '/customerUser/dashboard', element: <TeamEntry /> }], '/customerUser/dashboard');
    await screen.findByRole('heading', { name: "My team's results" });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/customerUser/dashboard/my-team/5',
      '/customerUser/dashboard/my-team/7',
    ]);
    expect(String(fetch.mock.calls[0][0])).toContain('pageSize=-1');
  });

  it('lists what an admin shared, an inquiry the user did not answer included, with whose team and who shared it', async () => {
    const share = {
      Id: 1,
      InquiryTypeName: 'Health Check',
      Description: 'Round 2025',
      ManagerName: null,
      Published: true,
      CreatedAt: '2026-11-01T10:00:00Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/ReportShares/Mine')
          ? jsonResponse([
              {
                ...share,
                InquiryId: 9,
                Scope: 'Team',
                ManagerEmail: 'mia.turner@example.test',
                ManagerName: 'Mia Turner',
                SharedBy: 'Nora Admin',
              },
              { ...share, Id: 2, InquiryId: 11, Scope: 'Organisation', ManagerEmail: null, SharedBy: null },
            ])
          : jsonResponse({ currentPage: 1, pageSize: -1, totalItem: 0, totalPage: 1, data: [] }),
      ),
    );
    signIn('CustomerUser');
    renderRoutes([{ path: '/customerUser/dashboard', element: <TeamEntry /> }], '/customerUser/dashboard');
    await screen.findByRole('heading', { name: "My team's results" });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/customerUser/dashboard/my-team/9?manager=mia.turner%40example.test',
      '/customerUser/dashboard/my-team/11',
    ]);
    expect(links[0].getAttribute('aria-label')).toBe(
      'Health Check: Round 2025. Shared with you: the team of Mia Turner',
    );
    expect(screen.getByText('Shared with you: the team of Mia Turner · by Nora Admin')).toBeTruthy();
    expect(screen.getByText('Shared with you: the whole organisation')).toBeTruthy();
  });

  it('shows nothing without forms and without shares', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/ReportShares/Mine')
          ? jsonResponse([])
          : jsonResponse({ currentPage: 1, pageSize: -1, totalItem: 0, totalPage: 1, data: [] }),
      ),
    );
    signIn('CustomerUser');
    const { container } = renderRoutes([{ path: '/', element: <TeamEntry /> }], '/');
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.team-entry')).toBeNull();
  });
});
