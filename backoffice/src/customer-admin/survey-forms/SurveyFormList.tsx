import type { ReactElement } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import { FunctionField, useGetIdentity } from 'react-admin';
import { staffFormPaths, type FormState } from '@portal/contracts';
import { RowActions } from '../../common/ActionLink';
import { ListPage } from '../../common/ListPage';
import { TruncatedField } from '../../common/Truncated';
import type { RecordOf } from '../../providers/records';
import { tr } from '../../i18n/i18nProvider';
import { LocalDateField } from '../../common/LocalDateField';

export type SurveyFormRow = RecordOf<'survey-forms'>;

const STATUS_COLOUR: Record<FormState, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  saveasdraft: 'info',
  completed: 'success',
  expired: 'error',
};

/** What a form allows: view once something is saved; fill in until completed or expired. */
export function surveyFormActions(row: Pick<SurveyFormRow, 'Status'> & Partial<Pick<SurveyFormRow, 'IsExpired'>>) {
  const status = row.Status;
  const expired = status === 'expired' || (Boolean(row.IsExpired) && status !== 'completed');
  return { view: status !== 'pending', fill: status !== 'completed' && !expired, expired };
}

/** The survey forms are survey-app pages: a plain link, so the browser loads that app. */
const LeaveLink = ({
  href,
  label,
  icon,
  disabled,
}: {
  href: string;
  label: string;
  icon: ReactElement;
  disabled?: boolean;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton
        component="a"
        href={disabled ? undefined : href}
        aria-label={label}
        size="small"
        color="primary"
        disabled={disabled}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/** The customer admin's own survey forms, 8 per page. */
export const SurveyFormList = () => {
  const { identity } = useGetIdentity();
  // The list is the logged-in admin's own forms: it waits for their email.
  if (!identity) return null;
  return (
    <ListPage
      resource="survey-forms"
      title={tr('portal.ui.surveyForms')}
      filter={{ email: identity.email }}
      storeKey="customer-survey-forms"
    >
      <TruncatedField source="Description" label="resources.survey-forms.fields.Description" sortable={false} />
      <TruncatedField source="InquiryTypeName" label="resources.survey-forms.fields.InquiryTypeName" sortable={false} />
      <LocalDateField
        source="ExpiryDate"
        label="resources.survey-forms.fields.ExpiryDate"
        sortable={false}
        emptyText="-"
      />
      <FunctionField
        label="portal.ui.status"
        sortable={false}
        render={(r: SurveyFormRow) => {
          return (
            <Chip
              size="small"
              variant="outlined"
              label={tr(`portal.formState.${r.Status}`)}
              color={STATUS_COLOUR[r.Status]}
            />
          );
        }}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(r: SurveyFormRow) => {
          const can = surveyFormActions(r);
          // Survey-app pages: reached with a full page navigation (one origin, two apps).
          const pages = staffFormPaths('CustomerAdmin', r);
          return (
            <RowActions>
              <LeaveLink
                href={pages.view}
                label={tr('portal.ui.viewSurveyForm')}
                icon={<VisibilityIcon fontSize="small" />}
                disabled={!can.view}
              />
              {can.expired ? (
                <Button size="small" color="error" variant="outlined" disabled>
                  {tr('portal.ui.expired')}
                </Button>
              ) : (
                <LeaveLink
                  href={pages.edit}
                  label={tr('portal.ui.fillInSurveyForm')}
                  icon={<EditNoteIcon fontSize="small" />}
                  disabled={!can.fill}
                />
              )}
            </RowActions>
          );
        }}
      />
    </ListPage>
  );
};
