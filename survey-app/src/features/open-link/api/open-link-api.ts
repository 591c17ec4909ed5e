import type { components } from '@portal/contracts';
import { api } from '../../../lib/api-client';

type Schemas = components['schemas'];
export type OpenLinkIntro = Schemas['OpenLinkIntroDto'];
export type OpenFormStart = Schemas['OpenFormStartDto'];
export type OpenForm = Schemas['SurveyFormDto'];

const base = (token: string) => `/OpenLink/${encodeURIComponent(token)}`;
// Every outcome (closed, unknown, too many) is shown by the page itself, not as a toast.
const quiet = { auth: false, silent: true } as const;

/** What the link is for and which groups it asks, before answering. */
export function getOpenLinkIntro(token: string): Promise<OpenLinkIntro> {
  return api.get(base(token), quiet);
}

/** This browser's form: its own again with its key, else a new one with the declared groups. */
export function startOpenForm(
  token: string,
  body: { BrowserKey?: string; Groups?: Record<string, string> },
): Promise<OpenFormStart> {
  return api.post(base(token) + '/Start', body, quiet);
}

/** Saves the browser's form (the JSON body of AddSurveyAnswers). */
export function saveOpenForm(
  token: string,
  browserKey: string,
  body: { Status: string; SurveyAnswerDtos: unknown[] },
): Promise<OpenForm> {
  return api.post(base(token) + '/Answers', body, { ...quiet, headers: { 'X-Open-Link-Key': browserKey } });
}
