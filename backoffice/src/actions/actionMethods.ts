/** The actions calls (docs/features/actions.md), typed from the API's DTOs in api/src/actions/dto. */
import type { ResultArea } from '@portal/contracts';
import { httpJson } from '../providers/http';

export const ACTION_STATUSES = ['NotStarted', 'InProgress', 'Done', 'Dropped'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export interface ActionUpdateItem {
  Id: number;
  Note: string;
  Status: ActionStatus | null;
  AuthorUserId: number;
  AuthorName: string;
  CreatedAt: string;
}

/** A question an action targets, its title in the interface language (the API reads Accept-Language). */
export interface ActionTargetQuestion {
  QuestionId: number;
  Title: string;
  Area: ResultArea;
}

export interface ActionRecord {
  Id: number;
  InquiryId: number;
  Title: string;
  Description: string;
  OwnerUserId: number | null;
  OwnerName: string;
  DueDate: string | null;
  Overdue: boolean;
  Status: ActionStatus;
  Origin: string;
  Shared: boolean;
  TargetQuestionIds: number[];
  TargetQuestions: ActionTargetQuestion[];
  TargetAreas: ResultArea[];
  Updates: ActionUpdateItem[];
  CreatedAt: string;
  UpdatedAt: string;
}

/** What create and edit send: every field of the form. */
export interface ActionFields {
  Title: string;
  Description: string;
  OwnerUserId: number | null;
  DueDate: string | null;
  Status: ActionStatus;
  TargetQuestionIds: number[];
  TargetAreas: ResultArea[];
}

/** A person who may own an action: a user of the organisation. */
export interface OwnerChoice {
  id: number;
  name: string;
}

/** A library rating question of the inquiry, which an action may target. */
export interface QuestionChoice {
  Id: number;
  Title: string;
  Area: ResultArea;
}

const e = encodeURIComponent;
const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

/** The filters the list call takes (each left out keeps every action): owner id or 'none', status, area, overdue. */
export interface ActionQuery {
  owner?: string;
  status?: ActionStatus;
  area?: ResultArea;
  overdue?: boolean;
}

/** The inquiry's actions the query keeps, all in one page (the list and the board show the whole set). */
export async function listActions(inquiryId: string, query: ActionQuery = {}): Promise<ActionRecord[]> {
  const params = new URLSearchParams({ pageSize: '-1' });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const { json } = await httpJson(`/Inquiry/${e(inquiryId)}/Actions?${params}`);
  return (json as { data: ActionRecord[] }).data;
}

export async function getAction(actionId: string): Promise<ActionRecord> {
  return (await httpJson(`/Actions/${e(actionId)}`)).json;
}

export async function createAction(inquiryId: string, fields: ActionFields): Promise<ActionRecord> {
  return (await httpJson(`/Inquiry/${e(inquiryId)}/Actions`, send('POST', fields))).json;
}

/** Only the fields sent change. */
export async function updateAction(actionId: number, fields: Partial<ActionFields>): Promise<ActionRecord> {
  return (await httpJson(`/Actions/${e(String(actionId))}`, send('PUT', fields))).json;
}

export async function deleteAction(actionId: number): Promise<void> {
  await httpJson(`/Actions/${e(String(actionId))}`, { method: 'DELETE' });
}

export async function addUpdate(actionId: number, note: string, status: ActionStatus | null): Promise<ActionRecord> {
  const body = status ? { Note: note, Status: status } : { Note: note };
  return (await httpJson(`/Actions/${e(String(actionId))}/Updates`, send('POST', body))).json;
}

/** Shows the action to the respondents of the series ("You said, we did"), or stops showing it. */
export async function shareAction(actionId: number, shared: boolean): Promise<ActionRecord> {
  return (await httpJson(`/Actions/${e(String(actionId))}/Shared`, send('PUT', { Shared: shared }))).json;
}

interface OwnerChoiceRow {
  Id: number;
  Name: string;
  Email: string;
}

/** The people an action may be given to: the organisation's active admins and users, by name. */
export async function listOwnerChoices(inquiryId: string): Promise<OwnerChoice[]> {
  const { json } = await httpJson(`/Inquiry/${e(inquiryId)}/ActionOwners?pageSize=-1`);
  return (json as { data: OwnerChoiceRow[] }).data.map((r) => ({ id: r.Id, name: r.Name || r.Email }));
}

/** The inquiry's library questions, as the Trend read names them (custom questions cannot be targeted). */
export async function listQuestionChoices(inquiryId: string): Promise<QuestionChoice[]> {
  const { json } = await httpJson(`/Insights/Trend/${e(inquiryId)}`);
  return ((json as { Questions?: QuestionChoice[] }).Questions ?? []).map(({ Id, Title, Area }) => ({
    Id,
    Title,
    Area,
  }));
}
