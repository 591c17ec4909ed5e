import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Loading } from 'react-admin';
import { PageHeader, AddButton } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { NotFound } from '../layout/NotFound';
import { useKnownInquiry } from '../respondents/useKnownInquiry';
import { ACTION_STATUSES, type ActionRecord, type QuestionChoice } from './actionMethods';
import {
  areasOf,
  filterActions,
  filterFromSearch,
  NO_FILTER,
  ownersOf,
  serverQuery,
  type ActionFilter,
} from './actionFilters';
import { useActions, useQuestionChoices } from './actionQueries';
import { ActionCard, DueDate, questionTitles, StatusChip, StatusMoveMenu } from './ActionBits';
import { ActionFilters } from './ActionFilters';
import { actionPaths } from './paths';
import { useActionRights } from './useActionRights';
import { useMoveStatus } from './useMoveStatus';

export type ActionsView = 'list' | 'board';

/** The two views of an inquiry's actions; switching keeps the filter in the address. */
const VIEWS: { name: ActionsView; label: string }[] = [
  { name: 'list', label: 'portal.actions.listView' },
  { name: 'board', label: 'portal.actions.boardView' },
];

/**
 * An inquiry's actions, as a list or as a board by status (docs/features/actions.md). `back` is the inquiries' list
 * the route hangs under. An unknown inquiry, or another organisation's, is page-not-found.
 */
export const ActionsPage = ({ back, view }: { back: string; view: ActionsView }) => {
  const { inquiryId = '' } = useParams();
  const { inquiry, isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <InquiryActions back={back} view={view} inquiryId={inquiryId} name={inquiry?.Description} />;
};

const InquiryActions = ({
  back,
  view,
  inquiryId,
  name,
}: {
  back: string;
  view: ActionsView;
  inquiryId: string;
  name?: string;
}) => {
  const path = useAppPath();
  const paths = actionPaths(back, inquiryId);
  const { manages } = useActionRights();
  const questions = useQuestionChoices(inquiryId).data ?? [];
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const setFilter = (next: ActionFilter) =>
    setSearch(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), { replace: true });
  const actions = useActions(inquiryId, serverQuery(filter, view === 'list'));
  // The owner filter offers every owner of the inquiry's actions, not only those the filter keeps.
  const owners = ownersOf(useActions(inquiryId).data ?? []);
  const due = filter.due === 'overdue' ? '' : filter.due;
  const shown = filterActions(actions.data ?? [], { ...NO_FILTER, due }, questions);
  const overdue = shown.filter((a) => a.Overdue).length;
  const keep = search.toString() ? `?${search.toString()}` : '';
  return (
    <>
      <PageHeader
        title={tr('portal.actions.title', { name: name || `#${inquiryId}` })}
        back={path(back)}
        actions={manages ? <AddButton to={path(paths.create)} label={tr('portal.actions.create')} /> : undefined}
      />
      <Stack direction="row" spacing={1} component="nav" aria-label={tr('portal.actions.views')} sx={{ mb: 2 }}>
        {VIEWS.map(({ name, label }) => (
          <Button
            key={name}
            component={Link}
            to={path(paths[name]) + keep}
            variant={view === name ? 'contained' : 'outlined'}
            aria-current={view === name ? 'page' : undefined}
            size="small"
          >
            {tr(label)}
          </Button>
        ))}
      </Stack>
      <ActionFilters filter={filter} owners={owners} onChange={setFilter} showStatus={view === 'list'} />
      {actions.isPending ? (
        <Loading />
      ) : actions.error ? (
        <Alert severity="error">{errorText(actions.error)}</Alert>
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
            {tr('portal.actions.count', { smart_count: shown.length })}
            {overdue > 0 && ` · ${tr('portal.actions.overdueCount', { smart_count: overdue })}`}
          </Typography>
          {view === 'board' ? (
            <ActionBoard actions={shown} questions={questions} show={(id) => path(paths.show(id))} manages={manages} />
          ) : (
            <ActionList
              actions={shown}
              questions={questions}
              show={(id) => path(paths.show(id))}
              filtered={Object.values(filter).some((value) => value !== '')}
            />
          )}
        </>
      )}
    </>
  );
};

const areaNames = (action: ActionRecord, questions: QuestionChoice[]) => [...areasOf(action, questions)].sort();

/** The list: a table from 600 px, one card per action below (nothing scrolls sideways on a phone). */
const ActionList = ({
  actions,
  questions,
  show,
  filtered,
}: {
  actions: ActionRecord[];
  questions: QuestionChoice[];
  show: (id: number) => string;
  filtered: boolean;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (actions.length === 0) return <Empty filtered={filtered} />;
  if (phone)
    return (
      <Stack spacing={1.5} component="section" aria-label={tr('portal.actions.listView')}>
        {actions.map((a) => (
          <ActionCard key={a.Id} action={a} to={show(a.Id)} areas={areaNames(a, questions)} showStatus />
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{tr('portal.actions.fields.Title')}</TableCell>
            <TableCell>{tr('portal.actions.fields.Owner')}</TableCell>
            <TableCell>{tr('portal.actions.fields.Status')}</TableCell>
            <TableCell>{tr('portal.actions.fields.DueDate')}</TableCell>
            <TableCell>{tr('portal.actions.fields.Questions')}</TableCell>
            <TableCell>{tr('portal.actions.fields.Areas')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {actions.map((a) => (
            <TableRow key={a.Id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <MuiLink component={Link} to={show(a.Id)}>
                  {a.Title}
                </MuiLink>
              </TableCell>
              <TableCell>{a.OwnerName || tr('portal.actions.noOwner')}</TableCell>
              <TableCell>
                <StatusChip status={a.Status} />
              </TableCell>
              <TableCell>
                <DueDate action={a} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{questionTitles(a)}</TableCell>
              <TableCell>
                {areaNames(a, questions)
                  .map((area) => tr(`portal.resultsStudio.areaName.${area}`))
                  .join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** Nothing to list: none match the filter, or the inquiry has no action yet (then where one comes from). */
const Empty = ({ filtered }: { filtered: boolean }) => (
  <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
    {tr(filtered ? 'portal.actions.none' : 'portal.actions.noneYet')}
  </Typography>
);

/** The board: one column per status, each action a card with a "Move" menu for a customer admin. */
const ActionBoard = ({
  actions,
  questions,
  show,
  manages,
}: {
  actions: ActionRecord[];
  questions: QuestionChoice[];
  show: (id: number) => string;
  manages: boolean;
}) => {
  const { move, busy } = useMoveStatus();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {ACTION_STATUSES.map((status) => {
        const column = actions.filter((a) => a.Status === status);
        const heading = `board-${status}`;
        return (
          <Paper key={status} variant="outlined" component="section" aria-labelledby={heading} sx={{ p: 1.5 }}>
            <Typography id={heading} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {tr(`portal.actions.status.${status}`)} ({column.length})
            </Typography>
            <Stack spacing={1.5}>
              {column.map((a) => (
                <ActionCard
                  key={a.Id}
                  action={a}
                  to={show(a.Id)}
                  areas={areaNames(a, questions)}
                  showStatus={false}
                  level="h3"
                  move={
                    manages ? (
                      <StatusMoveMenu action={a} disabled={busy === a.Id} onMove={(s) => void move(a, s)} />
                    ) : undefined
                  }
                />
              ))}
              {column.length === 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {tr('portal.actions.emptyColumn')}
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
};
