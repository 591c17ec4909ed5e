import { useParams } from 'react-router-dom';
import { Alert, Card } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { FormToolbar, useSavedThen } from '../../common/forms';
import { useAppPath } from '../../common/useAppPath';
import { TranslationsPanel } from '../../translations/TranslationsPanel';
import { isApproved, statusLabel } from '../../custom-questions/paths';
import { RejectReasonNote } from '../../custom-questions/RejectReason';
import { QuestionFields } from '../../questions/QuestionFields';
import { CUSTOM_TYPES } from '@portal/contracts';
import { customQuestionPayload, withDefaultMaxLength } from '../../questions/questionRules';
import { CUSTOM_METRICS } from '../paths';
import { tr } from '../../i18n/i18nProvider';

const StatusNote = () => {
  const record = useRecordContext();
  if (!record) return null;
  const approved = isApproved(record.Status);
  return (
    <Alert severity={approved ? 'success' : 'info'} sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      {tr(approved ? 'portal.ui.questionStatusApproved' : 'portal.ui.questionStatusEdited', {
        status: tr(`portal.values.${statusLabel(record.Status)}`),
      })}
    </Alert>
  );
};

const EditFields = () => {
  const record = useRecordContext();
  return <QuestionFields types={CUSTOM_TYPES} ratingOptions={false} readOnly={isApproved(record?.Status)} />;
};

/** The toolbar only while the question can still change. */
const EditToolbar = ({ back }: { back: string }) => {
  const record = useRecordContext();
  return isApproved(record?.Status) ? null : <FormToolbar cancelTo={back} />;
};

/** The author's edit of their own custom question: PUT /CustomQuestion/{id}; Approved is read-only. */
export const CustomQuestionEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  const back = path(CUSTOM_METRICS);
  const onSuccess = useSavedThen('Custom Question Updated', back);
  return (
    <>
      <PageHeader title={tr('portal.ui.editCustomAddedQuestion')} back={back} />
      <Edit
        resource="custom-questions"
        id={id}
        component={Card}
        actions={false}
        mutationMode="pessimistic"
        redirect={false}
        transform={customQuestionPayload}
        mutationOptions={{ onSuccess }}
        queryOptions={{ select: withDefaultMaxLength }}
        title=" "
      >
        <SimpleForm toolbar={<EditToolbar back={back} />}>
          <StatusNote />
          <RejectReasonNote />
          <EditFields />
        </SimpleForm>
      </Edit>
      <TranslationsPanel kind="CustomQuestion" id={id} />
    </>
  );
};
