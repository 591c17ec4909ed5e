import { useParams } from 'react-router-dom';
import { Alert, Card } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RejectReasonInput, RejectReasonNote } from './RejectReason';
import { PageHeader } from '../common/PageHeader';
import { useSavedThen } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { QuestionFields } from '../questions/QuestionFields';
import { CUSTOM_TYPES } from '@portal/contracts';
import { withDefaultMaxLength } from '../questions/questionRules';
import { CUSTOM_METRICS, isApproved, statusLabel } from './paths';
import { tr } from '../i18n/i18nProvider';

const REVIEW = { review: true };

/** Approve or Reject: the review call carries Area and Status; both return to the list. */
const ReviewToolbar = () => {
  const path = useAppPath();
  const record = useRecordContext();
  const approved = useSavedThen('Custom Question Approved', path(CUSTOM_METRICS));
  const rejected = useSavedThen('Custom Question Rejected', path(CUSTOM_METRICS));
  // A rejection says why: Reject waits for a reason.
  const reason = String(useWatch({ name: 'RejectReason' }) ?? '').trim();
  if (isApproved(record?.Status)) return null;
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton
        label={tr('portal.ui.approve')}
        icon={<></>}
        alwaysEnable
        type="button"
        transform={(data) => ({ Area: data.Area, Status: 'Approved' })}
        mutationOptions={{ meta: REVIEW, onSuccess: approved }}
      />
      <SaveButton
        label={tr('portal.ui.reject')}
        icon={<></>}
        color="error"
        alwaysEnable={reason.length > 0}
        disabled={reason.length === 0}
        type="button"
        transform={(data) => ({ Area: data.Area, Status: 'Reject', Reason: String(data.RejectReason ?? '').trim() })}
        mutationOptions={{ meta: REVIEW, onSuccess: rejected }}
      />
    </Toolbar>
  );
};

const ReviewFields = () => {
  const record = useRecordContext();
  const approved = isApproved(record?.Status);
  return (
    <>
      {record?.Status && (
        <Alert severity={approved ? 'success' : 'warning'} sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
          {tr(approved ? 'portal.ui.questionStatusApproved' : 'portal.ui.questionStatus', {
            status: tr(`portal.values.${statusLabel(record.Status)}`),
          })}
        </Alert>
      )}
      <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
        {tr('portal.ui.approvalScope')}
      </Alert>
      <RejectReasonNote />
      <QuestionFields types={CUSTOM_TYPES} review readOnly={approved} ratingOptions={false} />
      {!approved && <RejectReasonInput />}
    </>
  );
};

export const CustomQuestionReview = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <PageHeader title={tr('portal.ui.editCustomAddedQuestion')} back={path(CUSTOM_METRICS)} />
      <Edit
        resource="custom-questions"
        id={id}
        component={Card}
        actions={false}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ select: withDefaultMaxLength, meta: REVIEW }}
        mutationOptions={{ meta: REVIEW }}
        title=" "
      >
        <SimpleForm toolbar={<ReviewToolbar />}>
          <ReviewFields />
        </SimpleForm>
      </Edit>
    </>
  );
};
