import type { ActionDto, ActionEffectsDto, SharedActionDto } from '../api/action-types';

const point = (InquiryId: number, Performance: number | null, low: number, high: number, n: number) => ({
  InquiryId,
  Performance,
  Importance: 4,
  N: n,
  NPerformance: n,
  NImportance: n,
  Ci95: { Performance: Performance === null ? null : [low, high], Importance: [3.5, 4.5] },
});
const change = (Performance: number, significant: boolean, p: number) => ({
  Performance,
  Importance: 0,
  Significant: significant,
  PerformanceSignificant: significant,
  ImportanceSignificant: false,
  PerformanceP: p,
  ImportanceP: 1,
  FromInquiryId: 4,
  ToInquiryId: 5,
});

/** Two actions of round 4 judged in round 5: one improved its item, one shows no clear change. */
export const EFFECTS: ActionEffectsDto = {
  InquiryId: 5,
  PreviousInquiryId: 4,
  BeforeN: 6,
  AfterN: 7,
  MinRespondents: 5,
  Message: null,
  Actions: [
    {
      Id: 31,
      Title: 'Monthly open Q&A with the leadership team',
      Status: 'Done',
      DueDate: '2026-03-31',
      Verdict: 'Improved',
      Items: [
        {
          QuestionId: 12,
          Area: 'Culture',
          Title: 'Leaders explain decisions',
          Before: point(4, 2.5, 1.9, 3.1, 6),
          After: point(5, 3.71, 3.2, 4.22, 7),
          Change: change(1.21, true, 0.012),
          Verdict: 'Improved',
        },
      ],
    },
    {
      Id: 32,
      Title: 'Clearer role descriptions',
      Status: 'InProgress',
      DueDate: null,
      Verdict: 'NoClearChange',
      Items: [
        {
          QuestionId: null,
          Area: 'People',
          Title: 'People',
          Before: point(4, 3.1, 2.6, 3.6, 6),
          After: point(5, 3.3, 2.8, 3.8, 7),
          Change: change(0.2, false, 0.41),
          Verdict: 'NoClearChange',
        },
      ],
    },
  ],
};

export const SHARED: SharedActionDto = {
  Id: 31,
  InquiryId: 4,
  Title: 'Monthly open Q&A with the leadership team',
  Description: 'Every first Monday, the leadership team answers questions in the canteen.',
  Status: 'InProgress',
  DueDate: '2026-03-31',
  Targets: [
    { QuestionId: 12, Title: 'Leaders explain decisions', Area: 'Culture' },
    { QuestionId: null, Title: 'Culture', Area: 'Culture' },
  ],
  LatestNote: 'First Q&A held; 40 people came.',
  UpdatedAt: '2026-02-03T10:00:00.000Z',
};

export const OWNED: ActionDto = {
  Id: 41,
  InquiryId: 5,
  Title: 'Clearer role descriptions',
  Description: 'Each team rewrites its role descriptions with the people in them.',
  OwnerUserId: 3,
  OwnerName: 'Alice Morgan',
  DueDate: '2026-06-30',
  Overdue: false,
  Status: 'NotStarted',
  Origin: 'Item',
  Shared: false,
  TargetQuestionIds: [11],
  TargetQuestions: [{ QuestionId: 11, Title: 'Roles are clear', Area: 'People' }],
  TargetAreas: ['People'],
  Updates: [],
  CreatedAt: '2026-01-10T09:00:00.000Z',
  UpdatedAt: '2026-01-10T09:00:00.000Z',
};

export const page = <T>(data: T[]) => ({
  data,
  currentPage: 1,
  pageSize: -1,
  totalItem: data.length,
  totalPage: 1,
});
