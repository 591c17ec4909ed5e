/** The lifecycle calls the list's react-admin resource does not cover (docs/features/lifecycle.md). */
import type { components } from '@portal/contracts';
import { httpJson } from '../providers/http';

type Schemas = components['schemas'];
export type LifecycleDto = Schemas['LifecycleDto'];
export type LifecycleBody = Schemas['CreateLifecycleDto'];
export type LifecyclePeriodDto = Schemas['LifecyclePeriodDto'];
export type Trigger = Schemas['LifecycleTrigger'];

export const TRIGGERS: readonly Trigger[] = ['Onboarding', 'Exit'];

/** Sets up a lifecycle survey (POST) or changes one (PUT, the whole body again). */
export async function saveLifecycle(id: number | null, body: LifecycleBody): Promise<LifecycleDto> {
  const { json } = await httpJson(id === null ? '/Lifecycle' : `/Lifecycle/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify(body),
  });
  return json as LifecycleDto;
}

/** The survey's periods (a quarter's joiners or leavers each), newest first. */
export async function lifecyclePeriods(id: number): Promise<LifecyclePeriodDto[]> {
  return (await httpJson(`/Lifecycle/${id}/Periods`)).json as LifecyclePeriodDto[];
}
