import { OTHER_AREA, RESULT_AREAS, type QuestionArea, type ResultArea } from './questions';

/** The order of a survey form's groups (decisions.md §4); the stored area Other is shown as the group Others. */
export const FORM_AREA_ORDER: readonly QuestionArea[] = ['Structure', 'People', 'Process', 'Culture', OTHER_AREA];

export type AreaGroupName = ResultArea | 'Others';

/** The name a group of the form, and its array in area-grouped responses, carries. */
export function areaGroupName(area: QuestionArea): AreaGroupName {
  return area === OTHER_AREA ? 'Others' : area;
}

/** The key of an area's list in the area-grouped responses (`StructureArray` … `OthersArray`). */
export function areaArrayKey<A extends QuestionArea>(area: A): `${A extends typeof OTHER_AREA ? 'Others' : A}Array` {
  return `${areaGroupName(area)}Array` as `${A extends typeof OTHER_AREA ? 'Others' : A}Array`;
}

/** A respondent's form as listed and shown: expired once the inquiry's expiry passed and it is not completed. */
export const FORM_STATES = ['pending', 'saveasdraft', 'completed', 'expired'] as const;
export type FormState = (typeof FORM_STATES)[number];
/** The two states a save asks for. */
export type SaveState = Extract<FormState, 'saveasdraft' | 'completed'>;

/** The colours an area's result takes, best first (decisions.md §5). */
export const AREA_COLORS = ['green', 'blue', 'yellow', 'red'] as const;
export type AreaColor = (typeof AREA_COLORS)[number];

export const isResultArea = (area: string): area is ResultArea => (RESULT_AREAS as readonly string[]).includes(area);
