import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { decodeToken } from '@portal/contracts';
import { getToken } from '../providers/session';
import {
  getAction,
  listActions,
  listOwnerChoices,
  listQuestionChoices,
  type ActionQuery,
  type ActionRecord,
  type OwnerChoice,
} from './actionMethods';

/** Every list read of the inquiry's actions, whatever its filters, sits below this key. */
export const actionsKey = (inquiryId: string) => ['actions', inquiryId, 'list'] as const;
export const actionKey = (actionId: string) => ['action', actionId] as const;

/** The inquiry's actions the server's filters keep; no query: all of them. A new filter shows the last list until read. */
export const useActions = (inquiryId: string, query: ActionQuery = {}) =>
  useQuery({
    queryKey: [...actionsKey(inquiryId), query],
    queryFn: () => listActions(inquiryId, query),
    placeholderData: keepPreviousData,
  });

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

/**
 * After a change: the changed action in every cached read, so the list, the board and the page agree at once; the
 * filtered lists are read again, since the change may move the action in or out of a filter.
 */
export function useStoreAction() {
  const client = useQueryClient();
  return (action: ActionRecord) => {
    client.setQueryData(actionKey(String(action.Id)), action);
    const lists = actionsKey(String(action.InquiryId));
    client.setQueriesData<ActionRecord[]>({ queryKey: lists }, (list) =>
      list?.some((a) => a.Id === action.Id)
        ? list.map((a) => (a.Id === action.Id ? action : a))
        : [action, ...(list ?? [])],
    );
    void client.invalidateQueries({ queryKey: lists });
  };
}

export function useForgetAction() {
  const client = useQueryClient();
  return (action: ActionRecord) => {
    client.removeQueries({ queryKey: actionKey(String(action.Id)) });
    client.setQueriesData<ActionRecord[]>({ queryKey: actionsKey(String(action.InquiryId)) }, (list) =>
      list?.filter((a) => a.Id !== action.Id),
    );
  };
}
