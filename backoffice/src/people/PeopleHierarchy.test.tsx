import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { structureViolations } from '../test-axe';
import { PeopleHierarchy } from './PeopleHierarchy';

const person = (Id: number, FirstName: string, Reports: unknown[] = []) => ({
  Id,
  Email: `${FirstName.toLowerCase()}@example.com`,
  FirstName,
  LastName: 'Test',
  Reports,
});

// Three levels: the CEO, two heads, and Finance's team below Olga.
const HIERARCHY = {
  People: 6,
  Roots: [
    person(1, 'Ceo', [person(2, 'Sam', [person(4, 'Ivy')]), person(3, 'Olga', [person(5, 'Leo'), person(6, 'Mia')])]),
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderTree() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(HIERARCHY), { headers: { 'Content-Type': 'application/json' } })),
  );
  return render(
    <MemoryRouter>
      <AdminContext>
        <PeopleHierarchy />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('PeopleHierarchy', () => {
  it("opens the top of the tree with each manager's direct reports count, and opens a manager's team on request", async () => {
    renderTree();
    expect(await screen.findByText('6 people in the directory')).toBeTruthy();
    expect(screen.getByText('Olga Test')).toBeTruthy();
    expect(screen.getAllByText('2 direct reports')).toHaveLength(2);
    expect(screen.queryByText('Leo Test')).toBeNull();
    const open = screen.getByRole('button', { name: 'Show the reports of Olga Test' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(screen.getByText('Leo Test')).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Hide the reports of Olga Test' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(close.getAttribute('aria-controls') ?? '')?.textContent).toContain('Mia Test');
    fireEvent.click(close);
    expect(screen.queryByText('Leo Test')).toBeNull();
  });

  it('expands and collapses everyone, people without reports have no button, and it is axe clean', async () => {
    renderTree();
    fireEvent.click(await screen.findByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('Ivy Test')).toBeTruthy();
    expect(screen.getByText('Mia Test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /reports of Mia Test/ })).toBeNull();
    // Managers are reached with the keyboard as native buttons.
    expect(screen.getAllByRole('button', { name: /^Hide the reports of/ })).toHaveLength(3);
    expect(await structureViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByText('Sam Test')).toBeNull();
  });
});
