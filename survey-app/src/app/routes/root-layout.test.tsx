import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import RootLayout from './root-layout';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/first', element: <h1>First page</h1> },
      { path: '/second', element: <h1>Second page</h1> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('scroll between pages', () => {
  it('opens a new page at its top, keeps the place when only the query string changes, and returns to it on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/first');
    await screen.findByRole('heading', { name: 'First page' });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    scrollTo.mockClear();
    await act(() => router.navigate('/first?group=Sales'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/second'));
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'First page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
