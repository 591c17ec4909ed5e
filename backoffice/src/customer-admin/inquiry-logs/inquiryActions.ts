import type { RecordOf } from '../../providers/records';

export type InquiryRow = RecordOf<'inquiries'>;

/**
 * Which steps an inquiry allows (customer-and-respondent.md §4, decisions.md §4): intake answers and
 * custom questions until respondents are added; respondents once the intake is submitted and until
 * the results are published; the respondents list once there are respondents.
 */
export function inquiryActions(row: Pick<InquiryRow, 'Status' | 'RespondentsAdded' | 'Progress'>) {
  const respondents = row.RespondentsAdded;
  const published = row.Status === 'Published' || row.Progress >= 100;
  return {
    intake: !respondents,
    customQuestion: !respondents,
    manageRespondents: row.Status !== 'Draft' && !published,
    viewRespondents: respondents,
  };
}
