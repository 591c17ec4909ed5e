import type { components } from '@portal/contracts';
import { httpJson } from '../providers/http';

/** One person of the reporting hierarchy with their direct reports. */
export type HierarchyNode = components['schemas']['HierarchyNodeDto'];
/** `GET /api/People/Hierarchy`: the people at the top of the tree, and how many people the directory holds. */
export type Hierarchy = components['schemas']['HierarchyDto'];

export async function getPeopleHierarchy(): Promise<Hierarchy> {
  return (await httpJson('/People/Hierarchy')).json as Hierarchy;
}

/** How a person is named on screen: their name, or their address when the directory has no name. */
export const personName = (p: { FirstName?: string | null; LastName?: string | null; Email: string }) =>
  [p.FirstName, p.LastName].filter(Boolean).join(' ') || p.Email;

/** Every manager's id (people with at least one report), to expand the whole tree at once. */
export function managerIds(nodes: HierarchyNode[]): number[] {
  return nodes.flatMap((n) => (n.Reports.length ? [n.Id, ...managerIds(n.Reports)] : []));
}
