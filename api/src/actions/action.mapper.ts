import type { ActionTarget } from './action-target.entity';
import type { ActionUpdate } from './action-update.entity';
import type { Action } from './action.entity';
import type { ActionDto, ActionTargetQuestionDto } from './dto/action-responses.dto';

/** Today as a calendar day in UTC (due dates are days, not moments). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export const isOverdue = (a: Pick<Action, 'dueDate' | 'status'>, now = new Date()) =>
  a.dueDate !== null && a.dueDate < today(now) && a.status !== 'Done' && a.status !== 'Dropped';

const iso = (d: Date) => new Date(d).toISOString();

/**
 * An action on the wire, with its targets (`questions`: the inquiry's targetable questions by id, titles in the
 * reader's language), its updates (oldest first) and the names of the people it names.
 */
export function toActionDto(
  a: Action,
  targets: ActionTarget[],
  updates: ActionUpdate[],
  names: Map<number, string>,
  questions: Map<number, ActionTargetQuestionDto>,
): ActionDto {
  const questionIds = targets.filter((t) => t.questionId !== null).map((t) => t.questionId!);
  return {
    Id: a.id,
    InquiryId: a.inquiryId,
    Title: a.title,
    Description: a.description,
    OwnerUserId: a.ownerUserId,
    OwnerName: a.ownerUserId === null ? '' : (names.get(a.ownerUserId) ?? ''),
    DueDate: a.dueDate,
    Overdue: isOverdue(a),
    Status: a.status,
    Origin: a.origin,
    Shared: a.shared,
    TargetQuestionIds: questionIds,
    TargetQuestions: questionIds.flatMap((id) => questions.get(id) ?? []),
    TargetAreas: targets.filter((t) => t.area !== null).map((t) => t.area!),
    Updates: updates.map((u) => ({
      Id: u.id,
      Note: u.note,
      Status: u.status,
      AuthorUserId: u.authorUserId,
      AuthorName: names.get(u.authorUserId) ?? '',
      CreatedAt: iso(u.createdAt),
    })),
    CreatedAt: iso(a.createdAt),
    UpdatedAt: iso(a.updatedAt),
  };
}
