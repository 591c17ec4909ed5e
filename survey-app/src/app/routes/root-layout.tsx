import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';

/**
 * Every page opens at its top and the back button returns to where the reader was. Positions are kept per path, so
 * a filter or tab kept in the query string (insights groups, the form's page) leaves the reader where they are.
 */
export const scrollKey = (location: Location) => location.pathname;

export default function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
