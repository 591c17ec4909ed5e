import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { Form, Loading, TextInput, useDataProvider, useGetList, useRefresh } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { errorText, useToast } from '../../common/useToast';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { RecordOf } from '../../providers/records';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';
import { RespondentStatusIcon } from '../../respondents/RespondentStatusIcon';
import { AddFromDirectory } from '../../respondents/AddFromDirectory';
import { useKnownInquiry } from '../../respondents/useKnownInquiry';
import { NotFound } from '../../layout/NotFound';
import { inquiryActions } from './inquiryActions';
import {
  defaultExpiry,
  earliestExpiry,
  participantsPayload,
  respondentsProblems,
  type RespondentsForm,
} from './respondentsRules';
import { CheckboxInput, EmailsInput, InvitationLanguageInput, mergeEmails } from './RespondentsInputs';
import { tr } from '../../i18n/i18nProvider';
import { previewPagePath } from '../../form-preview/paths';

type AddFrom = (add: (emails: string[]) => void) => ReactNode;

const FIELD = { variant: 'outlined', margin: 'none', sx: { minWidth: 200, flex: 1 } } as const;

/** The inputs, inside the form: until it is typed, the number of participants follows the addresses given. */
const RespondentsFields = ({ addFrom, busy }: { addFrom?: AddFrom; busy: boolean }) => {
  const { getValues, setValue } = useFormContext<RespondentsForm>();
  const { isSubmitted } = useFormState();
  const [countTyped, setCountTyped] = useState(false);
  const follow = (emails: string[]) => {
    if (countTyped) return;
    setValue('noOfParticipants', emails.length ? String(emails.length) : '', { shouldValidate: isSubmitted });
  };
  const add = (emails: string[]) => {
    const next = mergeEmails(getValues('emails') ?? [], emails);
    setValue('emails', next, { shouldValidate: isSubmitted });
    follow(next);
  };
  return (
    <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {addFrom?.(add)}
      <EmailsInput onAddresses={follow} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          source="expiryDate"
          type="date"
          label="portal.ui.expiryDate"
          parse={(typed: string) => typed}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestExpiry() } }}
          {...FIELD}
        />
        <TextInput
          source="noOfParticipants"
          label="portal.ui.numberOfParticipants"
          parse={(typed: string) => typed.replace(/\D/g, '')}
          onChange={() => setCountTyped(true)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...FIELD}
        />
      </Box>
      <InvitationLanguageInput />
      <CheckboxInput source="adminAsRespondent" label={tr('portal.ui.addMeAsARespondentToo')} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {tr('portal.ui.addParticipants')}
        </Button>
      </Box>
    </CardContent>
  );
};

/**
 * The form alone, so that its validation can be tested without the page around it. Messages show after the first
 * attempt and then follow the typing. It sends once: a second submit while `onSend` is in flight (a double click
 * comes before any re-render) is ignored, and the button is off meanwhile.
 */
export const RespondentsFormCard = ({
  onSend,
  busy,
  addFrom,
}: {
  onSend: (form: RespondentsForm) => Promise<void>;
  busy: boolean;
  /** More ways to add addresses (the people directory), given the function that adds them to the list. */
  addFrom?: AddFrom;
}) => {
  const [record] = useState<RespondentsForm>(() => ({
    emails: [],
    typing: '',
    expiryDate: defaultExpiry(),
    noOfParticipants: '',
    adminAsRespondent: false,
    language: '',
  }));
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = async (values: FieldValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSend(values as RespondentsForm);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Card>
      <Form
        record={record}
        onSubmit={send}
        validate={(values) => respondentsProblems(values as RespondentsForm)}
        disableInvalidFormNotification
        noValidate
      >
        <RespondentsFields addFrom={addFrom} busy={busy || sending} />
      </Form>
    </Card>
  );
};

type RespondentRow = RecordOf<'respondents'>;

/** Respondents already added to the inquiry (all of them). */
const CurrentRespondents = ({ inquiryId }: { inquiryId: string }) => {
  const { data, total, isPending } = useGetList<RespondentRow>('respondents', {
    pagination: { page: 1, perPage: -1 },
    filter: { inquiryId },
  });
  if (isPending) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {tr('portal.ui.currentRespondents', { n: total ?? 0 })}
        </Typography>
        {!data?.length ? (
          <Typography color="text.secondary">{tr('portal.common.noRecords')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {data.map((r) => (
              // The status beside the person, their name above their address: a phone's width keeps names whole.
              <Box
                component="li"
                key={r.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: 1.5,
                  alignItems: 'center',
                }}
              >
                <RespondentStatusIcon status={r.status} />
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ display: 'block' }}>
                    {[r.FirstName, r.LastName].filter(Boolean).join(' ') || '-'}
                  </Box>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {r.Email}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** Manage Respondents of an inquiry; an unknown inquiry, or another organisation's, is page-not-found. */
export const ManageRespondents = () => {
  const { inquiryId = '' } = useParams();
  const { inquiry, isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <ManageInquiryRespondents inquiryId={inquiryId} inquiry={inquiry} />;
};

const ManageInquiryRespondents = ({
  inquiryId,
  inquiry,
}: {
  inquiryId: string;
  inquiry: RecordOf<'inquiries'> | undefined;
}) => {
  const path = useAppPath();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const add = useMutation({
    mutationFn: (form: RespondentsForm) => dataProvider.addParticipants(inquiryId, participantsPayload(form)),
    onSuccess: () => {
      toast.success(tr('portal.messages.participantsAdded'));
      refresh();
      navigate(path(inquiryPaths.viewRespondents(inquiryId)));
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <>
      <PageHeader
        title={
          inquiry?.Description
            ? tr('portal.ui.manageRespondentsOf', { inquiry: inquiry.Description })
            : tr('portal.ui.manageRespondents')
        }
        back={path(INQUIRY_LOGS)}
        actions={
          inquiry && (
            <Button component={Link} to={path(previewPagePath(false, inquiryId))} variant="outlined" size="small">
              {tr('portal.dashboard.previewForm')}
            </Button>
          )
        }
      />
      {inquiry && !inquiryActions(inquiry).manageRespondents ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {inquiry.Status === 'Draft'
            ? tr('portal.ui.submitIntakeFirst')
            : tr('portal.ui.resultsPublishedNoRespondents')}
        </Alert>
      ) : (
        <RespondentsFormCard
          onSend={(form) => add.mutateAsync(form).catch(() => undefined)}
          busy={add.isPending}
          addFrom={(addEmails) => <AddFromDirectory onAdd={addEmails} />}
        />
      )}
      <CurrentRespondents inquiryId={inquiryId} />
    </>
  );
};
