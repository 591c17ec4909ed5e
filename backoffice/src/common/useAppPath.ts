import { useBasename } from 'react-admin';

/** Absolute path inside the role's route group (/superAdmin or /customerAdmin). */
export function useAppPath(): (path: string) => string {
  const basename = useBasename();
  return (path: string) => `${basename}${path.startsWith('/') ? path : `/${path}`}`;
}
