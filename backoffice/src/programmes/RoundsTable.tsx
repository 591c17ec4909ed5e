import { Link } from 'react-router-dom';
import { Card, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, useLocaleState } from 'react-admin';
import { formatNumber } from '@portal/contracts';
import { EmptyList } from '../common/EmptyList';
import { ListCards } from '../common/ListCards';
import { useNarrowList } from '../common/ListPage';
import { ListPagination } from '../common/ListPagination';
import { useAppPath } from '../common/useAppPath';
import { inquiryPaths } from '../customer-admin/paths';
import { PAGE_SIZE } from '../providers/dataProvider';
import { tr } from '../i18n/i18nProvider';
import type { ProgrammeRoundDto } from './programmeMethods';
import { closesAt, participationPercent } from './roundFigures';
import { roundDate } from './ProgrammeState';

const dash = '—';

const RoundStatus = ({ round }: { round: ProgrammeRoundDto }) => (
  <>
    <Chip
      size="small"
      variant="outlined"
      color={round.Status === 'Failed' ? 'error' : round.Status === 'Created' ? 'success' : 'default'}
      label={tr(`portal.programmes.roundStatus.${round.Status}`)}
    />
    {round.Error && (
      <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {round.Error}
      </Typography>
    )}
  </>
);

/** The programme's rounds, newest first: dates, invited, answered, participation, and each round's inquiry. */
export const RoundsTable = ({
  programmeId,
  daysOpen,
  timeZone,
}: {
  programmeId: number;
  daysOpen: number;
  timeZone: string;
}) => {
  const narrow = useNarrowList();
  const path = useAppPath();
  const [locale] = useLocaleState();
  const count = (n: number | null) => (n === null ? dash : formatNumber(n, locale));
  const fields = [
    <FunctionField
      key="round"
      label="portal.programmes.round"
      render={(r: ProgrammeRoundDto) => tr('portal.programmes.roundNumber', { n: r.RoundIndex + 1 })}
    />,
    <FunctionField
      key="dates"
      label="portal.programmes.roundDates"
      render={(r: ProgrammeRoundDto) =>
        tr('portal.programmes.roundOpen', {
          from: roundDate(r.ScheduledAt, locale, timeZone),
          to: roundDate(closesAt(r.ScheduledAt, daysOpen), locale, timeZone),
        })
      }
    />,
    <FunctionField
      key="status"
      label="portal.programmes.roundState"
      render={(r: ProgrammeRoundDto) => <RoundStatus round={r} />}
    />,
    <FunctionField
      key="invited"
      label="portal.programmes.invited"
      render={(r: ProgrammeRoundDto) => count(r.InvitedCount)}
    />,
    <FunctionField
      key="answered"
      label="portal.programmes.answered"
      render={(r: ProgrammeRoundDto) => count(r.CompletedForms)}
    />,
    <FunctionField
      key="participation"
      label="portal.programmes.participation"
      render={(r: ProgrammeRoundDto) => {
        const percent = participationPercent(r);
        return percent === null ? dash : `${formatNumber(percent, locale)} %`;
      }}
    />,
    <FunctionField
      key="inquiry"
      label="portal.ui.actions"
      render={(r: ProgrammeRoundDto) =>
        r.InquiryId === null ? (
          dash
        ) : (
          <MuiLink component={Link} to={path(inquiryPaths.viewRespondents(r.InquiryId))}>
            {tr('portal.programmes.openInquiry', { n: r.RoundIndex + 1 })}
          </MuiLink>
        )
      }
    />,
  ];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {tr('portal.programmes.roundsTitle')}
      </Typography>
      <List
        resource="programme-rounds"
        filter={{ programmeId }}
        perPage={PAGE_SIZE}
        pagination={<ListPagination />}
        actions={false}
        empty={false}
        disableSyncWithLocation
        storeKey={`programme-rounds-${programmeId}`}
        title=" "
        component={Card}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {narrow ? (
          <ListCards>{fields}</ListCards>
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList />}
            sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
          >
            {fields}
          </Datagrid>
        )}
      </List>
    </>
  );
};
