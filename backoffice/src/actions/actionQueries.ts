import { useQuery, useQueryClient } from '@tanstack/react-query';
import { decodeToken } from '@portal/contracts';
import { getToken } from '../providers/session';
import {
  getAction,
  listActions,
  listOwnerChoices,
  listQuestionChoices,
  type ActionRecord,
  type OwnerChoice,
} from './actionMethods';

export const actionsKey = (inquiryId: string) => ['actions', inquiryId] as const;
export const actionKey = (actionId: string) => ['action', actionId] as const;

export const useActions = (inquiryId: string) =>
  useQuery({ queryKey: actionsKey(inquiryId), queryFn: () => listActions(inquiryId) });

export const useAction = (actionId: string) =>
  useQuery({ queryKey: actionKey(actionId), queryFn: () => getAction(actionId), retry: false });

/** The inquiry's library questions; without them the screens still work, naming areas only. */
export const useQuestionChoices = (inquiryId: string) =>
  useQuery({
    queryKey: ['actions', inquiryId, 'questions'],
    queryFn: () => listQuestionChoices(inquiryId),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The signed-in person, who may own an action too. */
function self(): OwnerChoice | null {
  const claims = decodeToken(getToken());
  const id = Number(claims?.userid);
  if (!claims || !Number.isInteger(id) || id <= 0) return null;
  const name = `${claims.firstname ?? ''} ${claims.lastname ?? ''}`.trim() || claims.email || `#${id}`;
  return { id, name };
}

/** The owner choices: the organisation's active people, the signed-in admin, and the current owner (even if since removed). */
export function useOwnerChoices(inquiryId: string, current?: Pick<ActionRecord, 'OwnerUserId' | 'OwnerName'>) {
  const query = useQuery({
    queryKey: ['actions', inquiryId, 'owners'],
    queryFn: () => listOwnerChoices(inquiryId),
    retry: false,
  });
  const byId = new Map<number, string>();
  const me = self();
  if (me) byId.set(me.id, me.name);
  for (const choice of query.data ?? []) byId.set(choice.id, choice.name);
  if (current?.OwnerUserId != null && !byId.has(current.OwnerUserId))
    byId.set(current.OwnerUserId, current.OwnerName || `#${current.OwnerUserId}`);
  const choices = [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { choices, isPending: query.isPending };
}

/** After a change: the changed action in every cached read, so the list, the board and the page agree at once. */
export function useStoreAction() {
  const client = useQueryClient();
  return (action: ActionRecord) => {
    client.setQueryData(actionKey(String(action.Id)), action);
    const inquiryId = String(action.InquiryId);
    client.setQueryData<ActionRecord[]>(actionsKey(inquiryId), (list) =>
      list?.some((a) => a.Id === action.Id)
        ? list.map((a) => (a.Id === action.Id ? action : a))
        : [action, ...(list ?? [])],
    );
  };
}

export function useForgetAction() {
  const client = useQueryClient();
  return (action: ActionRecord) => {
    client.removeQueries({ queryKey: actionKey(String(action.Id)) });
    client.setQueryData<ActionRecord[]>(actionsKey(String(action.InquiryId)), (list) =>
      list?.filter((a) => a.Id !== action.Id),
    );
  };
}
