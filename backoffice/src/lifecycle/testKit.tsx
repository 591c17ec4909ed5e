import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { provider as libraryProvider } from '../programmes/testKit';
import type { LifecycleDto, LifecyclePeriodDto } from './lifecycleMethods';

export { helperOf, refused, renderAt, screenWidth } from '../programmes/testKit';

export const survey = (over: Partial<LifecycleDto & { id: number }> = {}): LifecycleDto & { id: number } => ({
  id: 6,
  Id: 6,
  CustomerId: 7,
  Name: 'Onboarding after 30 days',
  Trigger: 'Onboarding',
  InquiryTypeId: 2,
  QuestionIds: null,
  DaysAfter: 30,
  DaysOpen: 14,
  IntakeAnswers: [{ IntakeId: 5, Answer: 'yes' }],
  ActiveFrom: '2026-10-01',
  LastError: null,
  PeriodCount: 2,
  CreatedAt: '2026-10-01T09:00:00.000Z' as unknown as LifecycleDto['CreatedAt'],
  ...over,
});

export const period = (over: Partial<LifecyclePeriodDto> = {}): LifecyclePeriodDto => ({
  Period: '2026-Q4',
  InquiryId: 41,
  Invited: 8,
  Answered: 6,
  FiguresReleased: true,
  Needed: 0,
  ...over,
});

export const SURVEYS = [
  survey(),
  survey({
    id: 7,
    Id: 7,
    Name: 'Exit interview',
    Trigger: 'Exit',
    DaysAfter: 0,
    PeriodCount: 0,
    LastError: 'The daily invitation quota is used up',
  }),
];

/** A data provider answering the lifecycle list, one survey, the library the editor reads and the organisations. */
export function provider(over: Record<string, unknown> = {}) {
  const library = libraryProvider();
  return {
    ...library,
    getList: vi.fn(async (resource: string, params: unknown) =>
      resource === 'lifecycle'
        ? { data: SURVEYS, total: SURVEYS.length }
        : (library.getList as (r: string, p: unknown) => Promise<unknown>)(resource, params),
    ),
    getOne: vi.fn(async () => ({ data: survey() })),
    getMany: vi.fn(async (resource: string) => ({
      data: resource === 'customers' ? [{ id: 7, CustomerId: 7, CustomerName: 'Northwind Traders' }] : [],
    })),
    delete: vi.fn(async () => ({ data: survey() })),
    ...over,
  } as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;
}
