import type { InquiryDto } from '@portal/contracts';
import { inquiryPaths } from '../customer-admin/paths';
import { tr } from '../i18n/i18nProvider';

/** Progress an inquiry reaches once its intake questions are answered (InquiryDto.Progress). */
export const INTAKE_ANSWERED = 20;

export type SetupInquiry = Pick<InquiryDto, 'Id' | 'InquiryTypeId' | 'Progress' | 'RespondentsAdded'> &
  Partial<Pick<InquiryDto, 'Status'>>;

export type SetupAction = { label: string; to: string };

/** Intake not submitted yet: a Draft (the Progress below 20 says the same where no Status is at hand). */
export const needsIntake = (inquiry: SetupInquiry) =>
  inquiry.Status ? inquiry.Status === 'Draft' : inquiry.Progress < INTAKE_ANSWERED;

/** Setup ends when the first inquiry collects answers: its respondents are invited. */
export const collecting = (inquiries: SetupInquiry[]) => inquiries.some((i) => i.RespondentsAdded);

/** The inquiry being set up: the newest without respondents (the list comes newest first). */
export const inquiryInSetup = (inquiries: SetupInquiry[]) => inquiries.find((i) => !i.RespondentsAdded);

/** The step an inquiry still lacks before it collects answers (intake, then respondents), or null once invited. */
export function nextSetupStep(inquiry: SetupInquiry): SetupAction | null {
  if (inquiry.RespondentsAdded) return null;
  if (needsIntake(inquiry))
    return { label: tr('portal.dashboard.stepIntake'), to: inquiryPaths.intake(inquiry.InquiryTypeId, inquiry.Id) };
  return { label: tr('portal.dashboard.stepRespondents'), to: inquiryPaths.manageRespondents(inquiry.Id) };
}

/** Custom questions are optional and come between the intake and the respondents. */
export function optionalSetupStep(inquiry: SetupInquiry): SetupAction | null {
  if (inquiry.RespondentsAdded || needsIntake(inquiry)) return null;
  return { label: tr('portal.dashboard.stepCustom'), to: inquiryPaths.customQuestion(inquiry.Id) };
}
