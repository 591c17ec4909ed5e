import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
} from '@mui/material';
import { Loading } from 'react-admin';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { NotFound } from '../layout/NotFound';
import { useKnownInquiry } from '../respondents/useKnownInquiry';
import {
  ACTION_STATUSES,
  createAction,
  updateAction,
  type ActionFields,
  type ActionRecord,
  type QuestionChoice,
} from './actionMethods';
import { useAction, useOwnerChoices, useQuestionChoices, useStoreAction } from './actionQueries';
import { statusLabel } from './ActionBits';
import { actionPaths } from './paths';

const BLANK: ActionFields = {
  Title: '',
  Description: '',
  OwnerUserId: null,
  DueDate: null,
  Status: 'NotStarted',
  TargetQuestionIds: [],
  TargetAreas: [],
};

const fieldsOf = (a: ActionRecord): ActionFields => ({
  Title: a.Title,
  Description: a.Description,
  OwnerUserId: a.OwnerUserId,
  DueDate: a.DueDate,
  Status: a.Status,
  TargetQuestionIds: a.TargetQuestionIds,
  TargetAreas: a.TargetAreas,
});

const NOBODY = '';

/** A new action on the inquiry the path names. */
export const ActionCreate = ({ back }: { back: string }) => {
  const { inquiryId = '' } = useParams();
  const { isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <ActionForm back={back} inquiryId={inquiryId} />;
};

/** Every field of an existing action. */
export const ActionEdit = ({ back }: { back: string }) => {
  const { inquiryId = '', actionId = '' } = useParams();
  const action = useAction(actionId);
  if (action.error) return <NotFound />;
  if (!action.data) return <Loading />;
  if (String(action.data.InquiryId) !== inquiryId) return <NotFound />;
  return <ActionForm back={back} inquiryId={inquiryId} action={action.data} />;
};

const ActionForm = ({ back, inquiryId, action }: { back: string; inquiryId: string; action?: ActionRecord }) => {
  const path = useAppPath();
  const navigate = useNavigate();
  const toast = useToast();
  const store = useStoreAction();
  const paths = actionPaths(back, inquiryId);
  const owners = useOwnerChoices(inquiryId, action);
  const questions = useQuestionChoices(inquiryId).data ?? [];
  const [fields, setFields] = useState<ActionFields>(action ? fieldsOf(action) : BLANK);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ActionFields>(key: K, value: ActionFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const titleMissing = fields.Title.trim() === '';
  const toggleArea = (area: ResultArea, on: boolean) =>
    set('TargetAreas', on ? [...fields.TargetAreas, area] : fields.TargetAreas.filter((a) => a !== area));
  const chosen = questions.filter((q) => fields.TargetQuestionIds.includes(q.Id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleMissing) return;
    setBusy(true);
    const body = { ...fields, Title: fields.Title.trim(), Description: fields.Description.trim() };
    try {
      const saved = action ? await updateAction(action.Id, body) : await createAction(inquiryId, body);
      store(saved);
      toast.success(tr(action ? 'portal.actions.saved' : 'portal.actions.created', { title: saved.Title }));
      navigate(path(paths.show(saved.Id)));
    } catch (error) {
      toast.error(errorText(error));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={action ? tr('portal.actions.editTitle', { title: action.Title }) : tr('portal.actions.create')}
        back={path(action ? paths.show(action.Id) : paths.list)}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label={tr('portal.actions.fields.Title')}
            value={fields.Title}
            onChange={(event) => set('Title', event.target.value)}
            required
            error={tried && titleMissing}
            helperText={tried && titleMissing ? tr('portal.actions.titleRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <TextField
            label={tr('portal.actions.fields.Description')}
            value={fields.Description}
            onChange={(event) => set('Description', event.target.value)}
            multiline
            minRows={3}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={tr('portal.actions.fields.Owner')}
              value={fields.OwnerUserId === null ? NOBODY : String(fields.OwnerUserId)}
              onChange={(event) =>
                set('OwnerUserId', event.target.value === NOBODY ? null : Number(event.target.value))
              }
              helperText={tr('portal.actions.ownerHelp')}
              sx={{ flex: 1 }}
            >
              <MenuItem value={NOBODY}>{tr('portal.actions.noOwner')}</MenuItem>
              {owners.choices.map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={tr('portal.actions.fields.DueDate')}
              value={fields.DueDate ?? ''}
              onChange={(event) => set('DueDate', event.target.value || null)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={tr('portal.actions.fields.Status')}
              value={fields.Status}
              onChange={(event) => set('Status', event.target.value as ActionFields['Status'])}
              sx={{ flex: 1 }}
            >
              {ACTION_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {statusLabel(s)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{tr('portal.actions.fields.Areas')}</FormLabel>
            <FormGroup row>
              {RESULT_AREAS.map((area) => (
                <FormControlLabel
                  key={area}
                  control={
                    <Checkbox
                      checked={fields.TargetAreas.includes(area)}
                      onChange={(event) => toggleArea(area, event.target.checked)}
                    />
                  }
                  label={tr(`portal.resultsStudio.areaName.${area}`)}
                />
              ))}
            </FormGroup>
          </Box>
          <Autocomplete<QuestionChoice, true>
            multiple
            options={questions}
            value={chosen}
            groupBy={(q) => tr(`portal.resultsStudio.areaName.${q.Area}`)}
            getOptionLabel={(q) => q.Title}
            isOptionEqualToValue={(a, b) => a.Id === b.Id}
            onChange={(_event, value) =>
              set(
                'TargetQuestionIds',
                value.map((q) => q.Id),
              )
            }
            noOptionsText={tr('portal.actions.noQuestions')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={tr('portal.actions.fields.Questions')}
                helperText={tr('portal.actions.questionsHelp')}
              />
            )}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {tr('portal.actions.save')}
            </Button>
            <Button component={Link} to={path(action ? paths.show(action.Id) : paths.list)}>
              {tr('portal.actions.cancel')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </>
  );
};
