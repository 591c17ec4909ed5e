import { Fragment, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Chip, Divider, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { Loading, useLocaleState } from 'react-admin';
import { formatDateTime } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { NotFound } from '../layout/NotFound';
import type { ActionRecord } from './actionMethods';
import { useAction } from './actionQueries';
import { DueDate, StatusChip, statusLabel } from './ActionBits';
import { AddUpdateForm } from './AddUpdateForm';
import { DeleteActionDialog } from './DeleteActionDialog';
import { ShareSwitch } from './ShareSwitch';
import { actionPaths } from './paths';
import { useActionRights } from './useActionRights';

const isNotFound = (error: unknown) => [400, 403, 404].includes(Number((error as { status?: unknown })?.status));

/** One action: its fields, what it targets, its progress updates; a customer admin adds updates, edits, deletes. */
export const ActionShow = ({ back }: { back: string }) => {
  const { inquiryId = '', actionId = '' } = useParams();
  const action = useAction(actionId);
  if (action.error && isNotFound(action.error)) return <NotFound />;
  if (!action.data) return <Loading />;
  // A path naming another inquiry than the action's is no page of it.
  if (String(action.data.InquiryId) !== inquiryId) return <NotFound />;
  return <ActionPage back={back} action={action.data} />;
};

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const Targets = ({ action }: { action: ActionRecord }) => {
  const byId = new Map(action.TargetQuestions.map((q) => [q.QuestionId, q]));
  const items = action.TargetQuestionIds.map(
    (id) => byId.get(id)?.Title ?? tr('portal.actions.questionNumber', { id }),
  );
  const areas = action.TargetAreas.map((a) => tr(`portal.resultsStudio.areaName.${a}`));
  if (items.length + areas.length === 0) return <>{tr('portal.actions.noTargets')}</>;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {areas.map((a) => (
        <Chip key={a} size="small" label={a} />
      ))}
      {items.map((title, i) => (
        <Chip key={i} size="small" variant="outlined" label={title} sx={{ maxWidth: '100%' }} />
      ))}
    </Box>
  );
};

const ActionPage = ({ back, action }: { back: string; action: ActionRecord }) => {
  const path = useAppPath();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { manages } = useActionRights();
  const [deleting, setDeleting] = useState(false);
  const paths = actionPaths(back, action.InquiryId);
  return (
    <>
      <PageHeader
        title={action.Title}
        back={path(paths.list)}
        actions={
          manages ? (
            <Stack direction="row" spacing={1}>
              <Button component={Link} to={path(paths.edit(action.Id))} variant="outlined" size="small">
                {tr('portal.actions.edit')}
              </Button>
              <Button color="error" variant="outlined" size="small" onClick={() => setDeleting(true)}>
                {tr('portal.actions.delete')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={tr('portal.actions.fields.Status')}>
            <StatusChip status={action.Status} />
          </Row>
          <Row label={tr('portal.actions.fields.Owner')}>{action.OwnerName || tr('portal.actions.noOwner')}</Row>
          <Row label={tr('portal.actions.fields.DueDate')}>
            <DueDate action={action} />
          </Row>
          <Row label={tr('portal.actions.fields.Targets')}>
            <Targets action={action} />
          </Row>
          <Row label={tr('portal.actions.fields.Shared')}>
            {manages ? (
              <ShareSwitch action={action} />
            ) : (
              tr(action.Shared ? 'portal.actions.sharedYes' : 'portal.actions.sharedNo')
            )}
          </Row>
          <Row label={tr('portal.actions.fields.Description')}>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {action.Description || '-'}
            </Box>
          </Row>
        </Box>
      </Paper>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {tr('portal.actions.updates')}
      </Typography>
      {action.Updates.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {tr('portal.actions.noUpdates')}
        </Typography>
      ) : (
        <List aria-label={tr('portal.actions.updates')} sx={{ mb: 3 }}>
          {action.Updates.map((u, i) => (
            <Fragment key={u.Id}>
              {i > 0 && <Divider component="li" aria-hidden />}
              <ListItem sx={{ display: 'block', px: 0 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDateTime(u.CreatedAt, locale)} · {u.AuthorName || tr('portal.actions.formerUser')}
                  {u.Status && ` · ${tr('portal.actions.setStatus', { status: statusLabel(u.Status) })}`}
                </Typography>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {u.Note}
                </Typography>
              </ListItem>
            </Fragment>
          ))}
        </List>
      )}
      {manages && <AddUpdateForm action={action} />}
      {deleting && (
        <DeleteActionDialog
          action={action}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(path(paths.list), { replace: true })}
        />
      )}
    </>
  );
};
