import { useCanAccess } from 'react-admin';

/**
 * What the signed-in role may do with actions, as the API allows it (docs/features/actions.md): a customer admin
 * manages every action of the organisation, the operator reads them.
 */
export function useActionRights(): { manages: boolean } {
  const { canAccess } = useCanAccess({ resource: 'actions', action: 'edit' });
  return { manages: !!canAccess };
}
