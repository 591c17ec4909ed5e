import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { CustomerList } from '../customers/CustomerList';
import { InquiryTypeList } from '../inquiry-types/InquiryTypeList';
import { signIn } from '../test-session';

const provider = (rows: Record<string, unknown>[]) =>
  ({ getList: vi.fn(async () => ({ data: rows, total: rows.length })) }) as unknown as DataProvider;

describe('Active switches', { timeout: 60_000 }, () => {
  it("are named with their row's customer, so a screen reader tells them apart", async () => {
    signIn('SuperAdmin');
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={provider([
            {
              id: 1,
              CustomerName: 'Northwind Traders',
              Industry: 'Retail',
              Website: 'https://n.example',
              IsActive: true,
            },
            { id: 2, CustomerName: 'Contoso', Industry: 'Health', Website: 'https://c.example', IsActive: false },
          ])}
        >
          <CustomerList />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(
      ((await screen.findByRole('switch', { name: 'Active: Northwind Traders' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('switch', { name: 'Active: Contoso' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('switch', { name: 'Active' })).toBeNull();
  });

  it("are named with their row's inquiry type", async () => {
    signIn('SuperAdmin');
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={provider([{ id: 4, InqType: 'Organisational Health Check', Description: 'x', IsActive: true }])}
        >
          <InquiryTypeList />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('switch', { name: 'Active: Organisational Health Check' })).toBeTruthy();
  });
});
