/**
 * The people directory's calls that are not plain records (issue "Segments", contract): the import with its dry run
 * and upload progress, the attributes with their values, and everyone holding one attribute value.
 */
import type { components } from '@portal/contracts';
import type { Paged } from './records';
import { httpForm, httpJson, type UploadProgress } from './http';

type Schemas = components['schemas'];

/** A person of the directory as `GET /api/People` lists them. */
export type PersonDto = Schemas['PersonDto'];
/** An attribute of the directory with its values (at most 1000; ValueCount counts them all). */
export type PeopleAttributeDto = Schemas['PersonAttributeDto'];
/** What an import did (dryRun=false) or would do (dryRun=true); with any rejected row nothing is written. */
export type PeopleImportResultDto = Schemas['ImportResultDto'];

export interface PeopleMethods {
  /** onProgress: the share of the file sent, 0 to 1 (the upload's real progress). */
  importPeople(file: File, dryRun: boolean, onProgress: UploadProgress): Promise<PeopleImportResultDto>;
  getPeopleAttributes(): Promise<PeopleAttributeDto[]>;
  /** Everyone whose attribute holds the value (all pages). */
  getPeopleWith(attribute: string, value: string): Promise<PersonDto[]>;
}

const e = (value: unknown) => encodeURIComponent(String(value));

export const peopleMethods: PeopleMethods = {
  async importPeople(file, dryRun, onProgress) {
    const form = new FormData();
    form.append('File', file);
    return (await httpForm<PeopleImportResultDto>(`/People/Import?dryRun=${dryRun}`, form, 'POST', onProgress)).json;
  },
  async getPeopleAttributes() {
    return (await httpJson('/People/Attributes')).json;
  },
  async getPeopleWith(attribute, value) {
    const page: Paged<PersonDto> = (
      await httpJson(`/People?pageSize=-1&currentPage=1&attribute=${e(attribute)}&value=${e(value)}`)
    ).json;
    return page.data;
  },
};
