import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, FunctionField, TextField, type DataProvider } from 'react-admin';
import { ListPage } from './ListPage';
import { TruncatedField } from './Truncated';
import { ActionLink } from './ActionLink';
import { ListSearch } from './listFilters';

/** A screen of the given width for MUI's useMediaQuery (jsdom has no layout). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}
afterEach(() => vi.unstubAllGlobals());

const rows = (page: number) =>
  Array.from({ length: 8 }, (_, i) => ({
    id: (page - 1) * 8 + i + 1,
    Name: `Row ${(page - 1) * 8 + i + 1}`,
    Detail: 'x'.repeat(60),
  }));

function renderList(total: number) {
  const getList = vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number } }) => ({
    data: total ? rows(params.pagination.page) : [],
    total,
  }));
  render(
    <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
      <ListPage resource="findings" title="Findings" storeKey={`t-${total}`}>
        <TextField source="Name" sortable={false} />
        <TruncatedField source="Detail" sortable={false} />
      </ListPage>
    </AdminContext>,
  );
  return getList;
}

describe('ListPage', () => {
  it('asks for 8 rows and shows the empty text', async () => {
    const getList = renderList(0);
    expect(await screen.findByText('No Records to show here')).toBeTruthy();
    expect(getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 8 });
  });

  it('truncates cells at 45 characters with the full text on hover, and pages with neighbours', async () => {
    const getList = renderList(40);
    expect(await screen.findByText('Row 1')).toBeTruthy();
    const cell = screen.getAllByText(`${'x'.repeat(45)}...`)[0];
    expect(cell.getAttribute('title')).toBe('x'.repeat(60));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^\d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].pagination.page).toBe(2));
    expect(await screen.findByText('Row 9')).toBeTruthy();
  });
});

describe('ListPage on a phone', () => {
  function renderCards(width: number) {
    screenWidth(width);
    const getList = vi.fn(async () => ({
      data: [
        { id: 1, Name: 'Northwind Traders', Industry: 'Retail' },
        { id: 2, Name: 'Contoso', Industry: 'Energy' },
      ],
      total: 2,
    }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <ListPage resource="customers" title="Customers" storeKey={`cards-${width}`}>
          <TextField source="Name" sortable={false} />
          <TextField source="Industry" label="Sector" sortable={false} />
          <FunctionField
            label="portal.ui.actions"
            sortable={false}
            render={(r) => <ActionLink to={`/c/${r.id}`} label="View" icon={<span>v</span>} />}
          />
        </ListPage>
      </AdminContext>,
    );
  }

  it('shows one card per record at 390 px: the first field as title, the others labelled, the actions named', async () => {
    renderCards(390);
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('dt')?.textContent).toBe('Sector');
    expect(cards[0].querySelector('dd')?.textContent).toBe('Retail');
    expect(screen.getAllByRole('link', { name: 'View' }).map((a) => a.getAttribute('href'))).toEqual([
      '#/c/1',
      '#/c/2',
    ]);
  });

  it('keeps the table at 1280 px', async () => {
    renderCards(1280);
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sector' })).toBeTruthy();
  });
});

describe('ListPage filters', () => {
  it('shows the search box above the rows and asks the API again, from page 1, with what was typed', async () => {
    const getList = vi.fn(async (_resource: string, _params: { filter: Record<string, unknown> }) => ({
      data: [{ id: 1, Name: 'Northwind Traders' }],
      total: 1,
    }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <ListPage
          resource="customers"
          title="Customers"
          storeKey="search-test"
          filters={[<ListSearch key="q" alwaysOn help="Name, industry or website" />]}
        >
          <TextField source="Name" sortable={false} />
        </ListPage>
      </AdminContext>,
    );
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box.getAttribute('placeholder')).toBe('Name, industry or website');
    expect(box.getAttribute('maxlength')).toBe('100');
    fireEvent.change(box, { target: { value: 'north' } });
    await waitFor(
      () =>
        expect(getList.mock.calls.at(-1)?.[1]).toMatchObject({
          filter: { q: 'north' },
          pagination: { page: 1, perPage: 8 },
        }),
      { timeout: 3000 },
    );
  });
});

describe('ListPage cards sorting', () => {
  it('offers a Sort by menu on a phone for a list with sortable columns, and asks the API again sorted', async () => {
    screenWidth(390);
    const getList = vi.fn(async (_resource: string, _params: { sort: { field: string; order: string } }) => ({
      data: [{ id: 1, Name: 'Northwind Traders' }],
      total: 1,
    }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <ListPage resource="customers" title="Customers" storeKey="cards-sort">
          <TextField source="Name" />
        </ListPage>
      </AdminContext>,
    );
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name (Z to A)' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].sort).toEqual({ field: 'Name', order: 'DESC' }));
  });

  it('has no sort menu when no column sorts', async () => {
    screenWidth(390);
    const getList = vi.fn(async () => ({ data: [{ id: 1, Name: 'Northwind Traders' }], total: 1 }));
    render(
      <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <ListPage resource="customers" title="Customers" storeKey="cards-nosort">
          <TextField source="Name" sortable={false} />
        </ListPage>
      </AdminContext>,
    );
    expect(await screen.findByText('Northwind Traders')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});
