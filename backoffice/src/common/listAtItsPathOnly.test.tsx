import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH } from '@portal/contracts';
import { leaveTo } from '../providers/session';
import { listAtItsPathOnly } from './listAtItsPathOnly';

vi.mock('../providers/session', () => ({ leaveTo: vi.fn() }));

const List = () => <p>the findings list</p>;

/** The resource's list as react-admin routes it: at its path and, as a splat, everything below it. */
function openAt(url: string) {
  const { list } = listAtItsPathOnly(<Resource name="findings" list={List} />).props;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/findings/*">
          <Route path="*" element={list as ReactElement} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('a resource list answers its own path only', () => {
  afterEach(() => vi.mocked(leaveTo).mockClear());

  it('shows the list at the resource path', () => {
    openAt('/findings');
    expect(screen.getByText('the findings list')).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('sends an unknown path below the resource to page-not-found', () => {
    openAt('/findings/garbage');
    expect(screen.queryByText('the findings list')).toBeNull();
    expect(leaveTo).toHaveBeenCalledWith(NOT_FOUND_PATH);
  });
});
