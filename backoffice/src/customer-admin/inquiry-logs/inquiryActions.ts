export interface InquiryRow {
  id: string | number;
  InquiryTypeId?: string | number;
  InquiryTypeName?: string;
  Description?: string;
  Progress?: number;
  Status?: string;
  RespondentsAdded?: boolean;
  CreatedDate?: string;
}

/**
 * Which steps an inquiry allows (customer-and-respondent.md §4, decisions.md §4): intake answers and
 * custom questions until respondents are added; respondents once the intake is submitted and until
 * the results are published; the respondents list once there are respondents.
 */
export function inquiryActions(row: Pick<InquiryRow, 'Status' | 'RespondentsAdded' | 'Progress'>) {
  const respondents = Boolean(row.RespondentsAdded);
  const published = row.Status === 'Published' || Number(row.Progress) >= 100;
  return {
    intake: !respondents,
    customQuestion: !respondents,
    manageRespondents: row.Status !== 'Draft' && !published,
    viewRespondents: respondents,
  };
}
