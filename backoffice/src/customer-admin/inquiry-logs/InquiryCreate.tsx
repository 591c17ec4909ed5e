import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, CardContent, TextField as MuiTextField } from '@mui/material';
import { Loading, SaveButton, SimpleForm, TextInput, Toolbar, useGetOne } from 'react-admin';
import { InquiryTypeInput } from '../../common/InquiryTypeInput';
import { PageHeader } from '../../common/PageHeader';
import { isRequired, max200, TEXT_LIMIT } from '../../common/forms';
import { useAppPath } from '../../common/useAppPath';
import { errorText, useToast } from '../../common/useToast';
import { createInquiry, recreateInquiry, type InquiryCreated } from '../api';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';

export const CREATED = 'Created New Inquiry';

/** After a 200: the toast, then the new inquiry's intake questions. */
function useOpenIntake() {
  const navigate = useNavigate();
  const path = useAppPath();
  const toast = useToast();
  return (created: InquiryCreated) => {
    toast.success(CREATED);
    navigate(path(inquiryPaths.intake(created.InquiryTypeId, created.Id)));
  };
}

const NextToolbar = ({ back, label, busy }: { back: string; label: string; busy: boolean }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label={label} alwaysEnable icon={<></>} disabled={busy} />
    <Button component={Link} to={back}>Back</Button>
  </Toolbar>
);

/** New inquiry: an active inquiry type and a description, both required; nothing is sent otherwise. */
export const InquiryCreate = () => {
  const path = useAppPath();
  const toast = useToast();
  const openIntake = useOpenIntake();
  const [busy, setBusy] = useState(false);
  const submit = async (data: Record<string, unknown>) => {
    setBusy(true);
    try {
      openIntake(await createInquiry({ InquiryTypeId: data.InquiryTypeId, Description: String(data.Description ?? '').trim() }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title="Create Inquiry" back={path(INQUIRY_LOGS)} />
      <Card>
        <SimpleForm onSubmit={submit} toolbar={<NextToolbar back={path(INQUIRY_LOGS)} label="Next" busy={busy} />} sx={{ maxWidth: 720 }}>
          <InquiryTypeInput />
          <TextInput source="Description" label="Description" multiline minRows={3} validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
        </SimpleForm>
      </Card>
    </>
  );
};

/** Re-create: the same inquiry type (shown, not changeable) with a new description. */
export const InquiryRecreate = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const toast = useToast();
  const openIntake = useOpenIntake();
  const [busy, setBusy] = useState(false);
  const { data, isPending, error } = useGetOne('inquiries', { id: inquiryId });
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      openIntake(await recreateInquiry(inquiryId, { Description: String(values.Description ?? '').trim() }));
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title="Re-create Inquiry" back={path(INQUIRY_LOGS)} />
      <Card>
        {isPending ? (
          <Loading />
        ) : error || !data ? (
          <CardContent>{error ? errorText(error) : 'Inquiry not found'}</CardContent>
        ) : (
          <SimpleForm
            onSubmit={submit}
            defaultValues={{ Description: data.Description ?? '' }}
            toolbar={<NextToolbar back={path(INQUIRY_LOGS)} label="Next" busy={busy} />}
            sx={{ maxWidth: 720 }}
          >
            <MuiTextField label="Inquiry Type" value={data.InquiryTypeName ?? ''} disabled fullWidth sx={{ mb: 2 }} />
            <TextInput source="Description" label="Description" multiline minRows={3} validate={[isRequired, max200]} slotProps={TEXT_LIMIT} fullWidth />
          </SimpleForm>
        )}
      </Card>
    </>
  );
};
