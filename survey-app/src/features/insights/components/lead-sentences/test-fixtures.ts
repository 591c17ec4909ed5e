import type {
  ImportancePerformanceDto,
  IpaAreaGroup,
  IpaItem,
  IpaRankedItem,
  Language,
  ResultArea,
} from '@portal/contracts';
import { translatorFor } from '../../../../lib/i18n/i18n';
import type { Words } from './words';

/** The builders' words in a language whose texts the test setup loaded. */
export const wordsIn = (language: Language): Words => ({ t: translatorFor(language), language });

export const ipaItem = (over: Partial<IpaItem>): IpaItem => ({
  Key: 'd:1',
  Id: 1,
  IsCustomQuestion: false,
  Title: 'Question',
  Description: '',
  Area: 'Culture',
  MeanPerformance: 3,
  MeanImportance: 3,
  Gap: 0,
  N: 8,
  NPerformance: 8,
  NImportance: 8,
  Answers: 8,
  DkShare: 0,
  DkPerformanceShare: 0,
  DkImportanceShare: 0,
  DkFlagged: false,
  Quadrant: 'Keep up the good work',
  AreaQuadrant: 'Keep up the good work',
  Withheld: false,
  ...over,
});

export const ranked = (item: IpaItem, Rank: number): IpaRankedItem => ({
  Rank,
  Key: item.Key,
  Id: item.Id,
  IsCustomQuestion: item.IsCustomQuestion,
  Title: item.Title,
  Area: item.Area,
  Gap: item.Gap,
  MeanPerformance: item.MeanPerformance,
  MeanImportance: item.MeanImportance,
});

const CROSSHAIR = { Performance: 3.2, Importance: 3.6 };

export const areaGroup = (
  Area: ResultArea,
  performance: number | null,
  over: Partial<IpaAreaGroup> = {},
): IpaAreaGroup => ({
  Area,
  Crosshair: CROSSHAIR,
  MeanCrosshair: performance === null ? null : { Performance: performance, Importance: 3.6 },
  Midpoint: { Performance: 3, Importance: 3 },
  Items: 2,
  Answers: 16,
  DkAnswers: 0,
  DkShare: 0,
  DkFlagged: false,
  MeanGap: 0,
  MeanPositiveGap: 0,
  ConcentrateHere: [],
  Withheld: false,
  ...over,
});

/** The analysis as the API answers it: the overall group's ranked list is the items in "Concentrate here" by gap. */
export function analysis(items: IpaItem[], areas: IpaAreaGroup[]): ImportancePerformanceDto {
  const concentrate = items
    .filter((i) => i.Quadrant === 'Concentrate here')
    .sort((a, b) => (b.Gap ?? 0) - (a.Gap ?? 0))
    .map((item, n) => ranked(item, n + 1));
  return {
    Gated: false,
    MinRespondents: 5,
    CompletedForms: 9,
    Needed: 0,
    Message: null,
    SnapshotTakenAt: null,
    SnapshotForms: null,
    InquiryId: 7,
    Published: true,
    Settings: { CrosshairConvention: 'mean', ScaleMin: 1, ScaleMax: 5, Midpoint: 3, DkFlagThreshold: 0.3 },
    Overall: { ...areaGroup('Culture', 3.2), ConcentrateHere: concentrate } as ImportancePerformanceDto['Overall'],
    Areas: areas.map((a) => ({ ...a, ConcentrateHere: concentrate.filter((c) => c.Area === a.Area) })),
    Items: items,
  };
}
