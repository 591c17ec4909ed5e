import { useQuery } from '@tanstack/react-query';
import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

type HierarchyNode = components['schemas']['HierarchyNodeDto'];
type HierarchyDto = components['schemas']['HierarchyDto'];

export interface ManagerChoice {
  email: string;
  name: string;
}

/** Everyone in the directory with people under them, by name: the customer admin's choice of whose team to read. */
export function managersOf(hierarchy: HierarchyDto): ManagerChoice[] {
  const found: ManagerChoice[] = [];
  const visit = (node: HierarchyNode) => {
    if (node.Reports.length > 0) {
      const name = `${node.FirstName} ${node.LastName}`.trim();
      found.push({ email: node.Email, name: name || node.Email });
    }
    node.Reports.forEach(visit);
  };
  hierarchy.Roots.forEach(visit);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** `GET /api/People/Hierarchy` (customer admin only): asked for only when the picker is shown. */
export const useManagers = (enabled: boolean) =>
  useQuery({
    queryKey: ['people', 'hierarchy'],
    queryFn: () => api.get<HierarchyDto>('/People/Hierarchy', { silent: true }),
    select: managersOf,
    enabled,
    retry: false,
  });
