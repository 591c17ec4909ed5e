import { staffFormPaths, type Role } from '@portal/contracts';

type FormRole = Extract<Role, 'CustomerAdmin' | 'CustomerUser'>;

interface OwnForm {
  inquiryTypeId: string;
  inquiryId: string;
}

const formPaths = (role: FormRole, form: OwnForm, customerUserId = '0') =>
  staffFormPaths(role, {
    InquiryTypeId: Number(form.inquiryTypeId),
    InquiryId: Number(form.inquiryId),
    CustomerUserId: Number(customerUserId),
  });

/** The route segment of the thank-you screen, below the form's edit path. */
export const SUBMITTED_SEGMENT = 'submitted';

/** Where a submitted form goes: the thank-you screen below its own edit path. */
export const submittedPath = (role: FormRole, form: OwnForm): string =>
  `${formPaths(role, form).edit}/${SUBMITTED_SEGMENT}`;

export const editPath = (role: FormRole, form: OwnForm): string => formPaths(role, form).edit;

/** The read-only view of the caller's own answers. */
export const viewPath = (role: FormRole, form: OwnForm, customerUserId: string): string =>
  formPaths(role, form, customerUserId).view;
