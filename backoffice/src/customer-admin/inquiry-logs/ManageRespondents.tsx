import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Loading, useDataProvider, useGetList, useRefresh } from 'react-admin';
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
  isEmail,
  participantsPayload,
  splitEmails,
  validateRespondents,
  type RespondentsErrors,
  type RespondentsForm,
} from './respondentsRules';
import { isLanguage, LANGUAGES } from '@portal/contracts';
import { tr } from '../../i18n/i18nProvider';
import { languageName } from '../../translations/languageNames';
import { previewPagePath } from '../../form-preview/paths';

/**
 * The form alone, so that its validation can be tested without the page around it. It sends once: a second submit
 * while `onSend` is in flight (a double click comes before any re-render) is ignored, and the button is off meanwhile.
 */
export const RespondentsFormCard = ({
  onSend,
  busy,
  addFrom,
}: {
  onSend: (form: RespondentsForm) => Promise<void>;
  busy: boolean;
  /** More ways to add addresses (the people directory), given the function that adds them to the list. */
  addFrom?: (add: (emails: string[]) => void) => ReactNode;
}) => {
  const [form, setForm] = useState<RespondentsForm>(() => ({
    emails: [],
    typing: '',
    expiryDate: defaultExpiry(),
    noOfParticipants: '',
    adminAsRespondent: false,
    language: '',
  }));
  const [countTouched, setCountTouched] = useState(false);
  const [errors, setErrors] = useState<RespondentsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const update = (patch: Partial<RespondentsForm>) => {
    const next = { ...form, ...patch };
    // Until it is typed, the number of participants follows the addresses given.
    if (!countTouched && (patch.emails || patch.adminAsRespondent !== undefined)) {
      const n = next.emails.length;
      next.noOfParticipants = n ? String(n) : '';
    }
    setForm(next);
    if (submitted) setErrors(validateRespondents(next));
  };

  const send = async () => {
    if (inFlight.current) return;
    setSubmitted(true);
    const found = validateRespondents(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSend(form);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Card
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        {addFrom?.((emails) => update({ emails: [...new Set([...form.emails, ...emails])] }))}
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={form.emails}
          inputValue={form.typing}
          onInputChange={(_event, value, reason) => {
            if (reason === 'reset') return;
            // A separator turns what was typed into addresses.
            if (/[\s,;]$/.test(value))
              update({ emails: [...new Set([...form.emails, ...splitEmails(value)])], typing: '' });
            else update({ typing: value });
          }}
          onChange={(_event, value) =>
            update({ emails: [...new Set(value.flatMap((v) => splitEmails(String(v))))], typing: '' })
          }
          renderValue={(value, getItemProps) =>
            value.map((email, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  size="small"
                  label={email}
                  color={isEmail(email) ? 'default' : 'error'}
                  {...itemProps}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={tr('portal.ui.respondentEmails')}
              placeholder={tr('portal.ui.typeAnEmailAndPressEnter')}
              error={Boolean(errors.emails)}
              helperText={errors.emails || tr('portal.ui.separateSeveralAddresses')}
              onBlur={() =>
                form.typing.trim() &&
                update({ emails: [...new Set([...form.emails, ...splitEmails(form.typing)])], typing: '' })
              }
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={tr('portal.ui.expiryDate')}
            value={form.expiryDate}
            onChange={(event) => update({ expiryDate: event.target.value })}
            error={Boolean(errors.expiryDate)}
            helperText={errors.expiryDate || ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestExpiry() } }}
            sx={{ minWidth: 200, flex: 1 }}
          />
          <TextField
            label={tr('portal.ui.numberOfParticipants')}
            value={form.noOfParticipants}
            onChange={(event) => {
              setCountTouched(true);
              update({ noOfParticipants: event.target.value.replace(/\D/g, '') });
            }}
            error={Boolean(errors.noOfParticipants)}
            helperText={errors.noOfParticipants || ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            sx={{ minWidth: 200, flex: 1 }}
          />
        </Box>
        <TextField
          select
          label={tr('portal.ui.invitationLanguage')}
          value={form.language}
          onChange={(event) => update({ language: isLanguage(event.target.value) ? event.target.value : '' })}
          helperText={tr('portal.ui.invitationLanguageHelp')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 420 }}
        >
          <MenuItem value="">{tr('portal.ui.organisationDefaultLanguage')}</MenuItem>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {languageName(language, tr)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.adminAsRespondent}
              onChange={(event) => update({ adminAsRespondent: event.target.checked })}
            />
          }
          label={tr('portal.ui.addMeAsARespondentToo')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || sending}>
            {tr('portal.ui.addParticipants')}
          </Button>
        </Box>
      </CardContent>
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
              <Box
                component="li"
                key={r.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}
              >
                <RespondentStatusIcon status={r.status} />
                <span>{[r.FirstName, r.LastName].filter(Boolean).join(' ') || '-'}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {r.Email}
                </Typography>
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
