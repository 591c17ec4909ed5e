import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, CardContent, TextField as MuiTextField } from '@mui/material';
import { Loading, SimpleForm, TextInput, Toolbar, useDataProvider, useGetOne } from 'react-admin';
import { InquiryTypeInput } from '../../common/InquiryTypeInput';
import { PageHeader } from '../../common/PageHeader';
import { InFlightSaveButton, isRequired, max200, TEXT_LIMIT } from '../../common/forms';
import { useAppPath } from '../../common/useAppPath';
import { errorText, useToast } from '../../common/useToast';
import type { InquiryDto } from '@portal/contracts';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';
import { tr } from '../../i18n/i18nProvider';

const description = (values: Record<string, unknown>) => String(values.Description ?? '').trim();

/**
 * A create or re-create: after a 200 the toast, then the new inquiry's intake questions. One Idempotency-Key per
 * screen, so a second click or a retry never makes a second inquiry; a click while one is in flight is ignored.
 */
function useCreateInquiry(
  create: (dataProvider: PortalDataProvider, values: Record<string, unknown>, key: string) => Promise<InquiryDto>,
) {
  const navigate = useNavigate();
  const path = useAppPath();
  const toast = useToast();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const key = useRef(crypto.randomUUID()).current;
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => create(dataProvider, values, key),
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (created) => {
      toast.success(tr('portal.messages.inquiryCreated'));
      navigate(path(inquiryPaths.intake(created.InquiryTypeId, created.Id)));
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const mutate = (values: Record<string, unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values);
  };
  return { mutate, isPending: mutation.isPending };
}

const NextToolbar = ({ back, label, busy }: { back: string; label: string; busy: boolean }) => (
  <Toolbar sx={{ gap: 1 }}>
    <InFlightSaveButton label={label} busy={busy} icon={<></>} />
    <Button component={Link} to={back}>
      {tr('portal.ui.back')}
    </Button>
  </Toolbar>
);

/** New inquiry: an active inquiry type and a description, both required; nothing is sent otherwise. */
export const InquiryCreate = () => {
  const path = useAppPath();
  const create = useCreateInquiry((dataProvider, values, key) =>
    dataProvider.createInquiry({ InquiryTypeId: Number(values.InquiryTypeId), Description: description(values) }, key),
  );
  return (
    <>
      <PageHeader title={tr('portal.ui.createInquiry')} back={path(INQUIRY_LOGS)} />
      <Card>
        <SimpleForm
          onSubmit={(values: Record<string, unknown>) => create.mutate(values)}
          toolbar={<NextToolbar back={path(INQUIRY_LOGS)} label={tr('portal.ui.next')} busy={create.isPending} />}
          sx={{ maxWidth: 720 }}
        >
          <InquiryTypeInput />
          <TextInput
            source="Description"
            label="portal.ui.description"
            multiline
            minRows={3}
            validate={[isRequired, max200]}
            slotProps={TEXT_LIMIT}
            fullWidth
          />
        </SimpleForm>
      </Card>
    </>
  );
};

/** Re-create: the same inquiry type (shown, not changeable) with a new description. */
export const InquiryRecreate = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const { data, isPending, error } = useGetOne('inquiries', { id: inquiryId });
  const recreate = useCreateInquiry((dataProvider, values, key) =>
    dataProvider.recreateInquiry(inquiryId, { Description: description(values) }, key),
  );
  return (
    <>
      <PageHeader title={tr('portal.ui.reCreateInquiry')} back={path(INQUIRY_LOGS)} />
      <Card>
        {isPending ? (
          <Loading />
        ) : error || !data ? (
          <CardContent>{error ? errorText(error) : tr('portal.ui.inquiryNotFound')}</CardContent>
        ) : (
          <SimpleForm
            onSubmit={(values: Record<string, unknown>) => recreate.mutate(values)}
            defaultValues={{ Description: data.Description ?? '' }}
            toolbar={<NextToolbar back={path(INQUIRY_LOGS)} label={tr('portal.ui.next')} busy={recreate.isPending} />}
            sx={{ maxWidth: 720 }}
          >
            <MuiTextField
              label={tr('portal.ui.inquiryType')}
              value={data.InquiryTypeName ?? ''}
              disabled
              fullWidth
              sx={{ mb: 2 }}
            />
            <TextInput
              source="Description"
              label="portal.ui.description"
              multiline
              minRows={3}
              validate={[isRequired, max200]}
              slotProps={TEXT_LIMIT}
              fullWidth
            />
          </SimpleForm>
        )}
      </Card>
    </>
  );
};
