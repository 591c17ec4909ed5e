/** The programme calls the list's react-admin resource does not cover (docs/features/programmes.md). */
import type { components } from '@portal/contracts';
import { httpJson } from '../providers/http';

type Schemas = components['schemas'];
export type ProgrammeDto = Schemas['ProgrammeDto'];
// The generated contract types the optional audience texts as objects (their DTO properties name no type).
export type ProgrammeBody = Omit<Schemas['CreateProgrammeDto'], 'AudienceAttribute' | 'AudienceValue'> & {
  AudienceAttribute?: string;
  AudienceValue?: string;
};
export type ProgrammeRoundDto = Schemas['ProgrammeRoundDto'];
export type Cadence = Schemas['ProgrammeCadence'];

export const CADENCES: readonly Cadence[] = ['Monthly', 'Quarterly', 'HalfYearly', 'Yearly'];

const json = (body: unknown) => ({ body: JSON.stringify(body) });

/** Sets up a programme (POST) or changes one (PUT, the whole body again). */
export async function saveProgramme(id: number | null, body: ProgrammeBody): Promise<ProgrammeDto> {
  const { json: saved } = await httpJson(id === null ? '/Programmes' : `/Programmes/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...json(body),
  });
  return saved as ProgrammeDto;
}

/** No new rounds until resumed; open rounds stay open. */
export async function pauseProgramme(id: number): Promise<ProgrammeDto> {
  return (await httpJson(`/Programmes/${id}/Pause`, { method: 'POST' })).json as ProgrammeDto;
}

/** Goes on with the first round after now. */
export async function resumeProgramme(id: number): Promise<ProgrammeDto> {
  return (await httpJson(`/Programmes/${id}/Resume`, { method: 'POST' })).json as ProgrammeDto;
}
