import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { Chip } from '@mui/material';
import { FunctionField, useCanAccess, useGetIdentity } from 'react-admin';
import type { CustomQuestionDto } from '@portal/contracts';
import { ListPage } from '../common/ListPage';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { TruncatedField, TruncatedText } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { maxLengthCell } from '../questions/questionRules';
import { customQuestionPath, isApproved, statusLabel } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

const STATUS_COLOUR: Record<string, 'success' | 'error' | 'default'> = { Approved: 'success', Rejected: 'error' };

/** Custom Added Question: the operator sees every customer's questions, a customer admin their own. */
export const CustomQuestionList = () => {
  const path = useAppPath();
  const { canAccess: canReview, isPending: checking } = useCanAccess({
    resource: 'custom-questions',
    action: 'review',
  });
  const { canAccess: canDelete } = useCanAccess({ resource: 'custom-questions', action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'custom-questions', action: 'edit' });
  const { identity } = useGetIdentity();
  const filter = canReview ? {} : { userId: identity?.id };
  // Decide whose questions to list once, before the list mounts: switching filters mid-load left it blank.
  if (checking || (!canReview && !identity)) return null;
  return (
    <ListPage
      resource="custom-questions"
      title={tr('portal.ui.customAddedQuestion')}
      filter={filter}
      storeKey="custom-questions"
    >
      <TruncatedField source="Title" label="resources.custom-questions.fields.Title" sortable={false} />
      <TruncatedField source="CreatedBy" label="resources.custom-questions.fields.CreatedBy" sortable={false} />
      <FunctionField
        label="portal.ui.inquiry"
        sortable={false}
        render={(r: CustomQuestionDto) => <TruncatedText text={r.InquiryDescription} />}
      />
      <ValueField source="Type" label="resources.custom-questions.fields.Type" sortable={false} />
      <FunctionField label="portal.ui.maxLength" sortable={false} render={(r) => maxLengthCell(r)} />
      <FunctionField
        label="portal.ui.status"
        sortable={false}
        render={(r) => {
          const label = statusLabel(r.Status);
          return (
            <Chip
              size="small"
              label={tr(`portal.values.${label}`)}
              color={STATUS_COLOUR[label] ?? 'default'}
              variant="outlined"
            />
          );
        }}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(r) => (
          <RowActions>
            <ActionLink
              to={path(customQuestionPath(r.InquiryId, 'view', r.id))}
              label={tr('portal.ui.view')}
              icon={<VisibilityIcon fontSize="small" />}
            />
            {canReview && (
              <ActionLink
                to={path(customQuestionPath(r.InquiryId, 'edit', r.id))}
                label={tr('portal.ui.review')}
                icon={<EditIcon fontSize="small" />}
                disabled={isApproved(r.Status)}
              />
            )}
            {!canReview && canEdit && (
              <ActionLink
                to={path(customQuestionPath(r.InquiryId, 'edit', r.id))}
                label={tr('portal.ui.edit')}
                icon={<EditIcon fontSize="small" />}
                disabled={isApproved(r.Status)}
              />
            )}
            {canDelete && <DeleteRowButton successMessage={tr('portal.ui.customQuestionDeleted')} />}
          </RowActions>
        )}
      />
    </ListPage>
  );
};
