import type { components } from '@portal/contracts';

// The action shapes of the API's contract (docs/features/actions.md).
type Schemas = components['schemas'];
export type ActionDto = Schemas['ActionDto'];
export type ActionPageDto = Schemas['ActionPageDto'];
export type ActionStatus = Schemas['ActionStatus'];
export type CreateActionDto = Schemas['CreateActionDto'];
export type AddActionUpdateDto = Schemas['AddActionUpdateDto'];
export type ActionVerdict = Schemas['ActionVerdict'];
export type ActionEffectsDto = Schemas['ActionEffectsDto'];
export type ActionEffectDto = Schemas['ActionEffectDto'];
export type ActionEffectItemDto = Schemas['ActionEffectItemDto'];
export type SharedActionDto = Schemas['SharedActionDto'];
export type SharedActionPageDto = Schemas['SharedActionPageDto'];

export const ACTION_STATUSES: readonly ActionStatus[] = ['NotStarted', 'InProgress', 'Done', 'Dropped'];
