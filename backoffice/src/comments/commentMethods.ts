/** The comment calls of the release screen (issue "Comments"): the customer's view as a preview, and the release toggle. */
import { httpJson } from '../providers/http';

export interface CommentThemePreview {
  Theme: string;
  Count: number;
  Sentiment: number | null;
  Examples: string[];
}

export interface CommentQuestionPreview {
  Key: string;
  Title: string;
  Count: number;
  Themes: CommentThemePreview[];
}

export interface CommentThemesPreview {
  Released: boolean;
  Gated: boolean;
  Message: string | null;
  N: number;
  MinRespondents: number;
  Questions: CommentQuestionPreview[];
}

const e = (value: unknown) => encodeURIComponent(String(value));

/** What a customer admin of the inquiry sees now (?view=customer): the snapshot's figures, examples only while released. */
export async function getCustomerPreview(inquiryId: string): Promise<CommentThemesPreview> {
  return (await httpJson(`/Insights/CommentThemes/${e(inquiryId)}?view=customer`)).json;
}

/** Everything, live (the super admin's own view). */
export async function getLiveThemes(inquiryId: string): Promise<CommentThemesPreview> {
  return (await httpJson(`/Insights/CommentThemes/${e(inquiryId)}`)).json;
}

export async function setCommentsReleased(inquiryId: string, released: boolean): Promise<{ Released: boolean }> {
  return (
    await httpJson(`/Insights/CommentsRelease/${e(inquiryId)}`, {
      method: 'PUT',
      body: JSON.stringify({ Released: released }),
    })
  ).json;
}
