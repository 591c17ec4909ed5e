import { libraryRoutes } from './libraryRoutes';

/** Customer admin screens, relative to /customerAdmin: read-only views of the content library so far. */
export const customerAdminRoutes = [...libraryRoutes];
