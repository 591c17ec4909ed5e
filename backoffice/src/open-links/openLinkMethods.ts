/** An inquiry's open link, its QR code and the public intro the poster prints (docs/features/open-links.md). */
import type { components } from '@portal/contracts';
import { HttpError } from 'react-admin';
import { httpFile, httpJson } from '../providers/http';

type Schemas = components['schemas'];
export type OpenLinkDto = Schemas['OpenLinkDto'];
export type OpenLinkIntroDto = Schemas['OpenLinkIntroDto'];

const base = (inquiryId: string) => `/Inquiry/${encodeURIComponent(inquiryId)}/OpenLink`;

export const openLinkMethods = {
  /** The open link, or null when the inquiry has none (the API's 404). */
  async get(inquiryId: string): Promise<OpenLinkDto | null> {
    try {
      return (await httpJson(base(inquiryId))).json as OpenLinkDto;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  async open(inquiryId: string, groupQuestions: string[]): Promise<OpenLinkDto> {
    const body = groupQuestions.length ? { GroupQuestions: groupQuestions } : {};
    return (await httpJson(base(inquiryId), { method: 'POST', body: JSON.stringify(body) })).json as OpenLinkDto;
  },
  /** Revoked: false when no link was open (nothing changed). */
  async revoke(inquiryId: string): Promise<boolean> {
    return ((await httpJson(base(inquiryId), { method: 'DELETE' })).json as { Revoked: boolean }).Revoked;
  },
  /** The QR code (SVG), read behind the bearer header: the page shows it from a blob, never a URL with a token. */
  async qr(inquiryId: string): Promise<Blob> {
    return (await httpFile(`${base(inquiryId)}/Qr`)).blob;
  },
  /** What a respondent sees first: the organisation, the description and the anonymity floor. */
  async intro(token: string): Promise<OpenLinkIntroDto> {
    return (await httpJson(`/OpenLink/${encodeURIComponent(token)}`)).json as OpenLinkIntroDto;
  },
};
