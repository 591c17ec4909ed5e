import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useLocaleState } from 'react-admin';
import { formatNumber } from '@portal/contracts';
import { useNarrowList } from '../common/ListPage';
import { useAppPath } from '../common/useAppPath';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { lifecyclePeriods, type LifecyclePeriodDto } from './lifecycleMethods';

const dash = '—';

/** Completed forms over people invited, in whole percent; none before anyone is invited. */
export const participation = (p: Pick<LifecyclePeriodDto, 'Invited' | 'Answered'>): number | null =>
  p.Invited > 0 ? Math.round((p.Answered * 100) / p.Invited) : null;

interface Props {
  surveyId: number;
  /** The path of a period inquiry's page in the role's screens. */
  inquiryPath: (inquiryId: number) => string;
}

/** The survey's periods, newest first: each quarter's inquiry, invited, answered, participation, figures shown. */
export const PeriodsTable = ({ surveyId, inquiryPath }: Props) => {
  const narrow = useNarrowList();
  const path = useAppPath();
  const [locale] = useLocaleState();
  const periods = useQuery({ queryKey: ['lifecycle', surveyId, 'periods'], queryFn: () => lifecyclePeriods(surveyId) });
  const columns: [string, (p: LifecyclePeriodDto) => React.ReactNode][] = [
    [tr('portal.lifecycle.period'), (p) => p.Period],
    [
      tr('portal.lifecycle.inquiry'),
      (p) =>
        p.InquiryId === null ? (
          tr('portal.lifecycle.inquiryBeingMade')
        ) : (
          <MuiLink component={Link} to={path(inquiryPath(p.InquiryId))}>
            {tr('portal.lifecycle.openInquiry', { period: p.Period })}
          </MuiLink>
        ),
    ],
    [tr('portal.lifecycle.invited'), (p) => formatNumber(p.Invited, locale)],
    [tr('portal.lifecycle.answered'), (p) => formatNumber(p.Answered, locale)],
    [
      tr('portal.lifecycle.participation'),
      (p) => {
        const percent = participation(p);
        return percent === null ? dash : `${formatNumber(percent, locale)} %`;
      },
    ],
    [
      tr('portal.lifecycle.figures'),
      (p) =>
        p.FiguresReleased
          ? tr('portal.lifecycle.figuresShown')
          : tr('portal.lifecycle.figuresNeeded', { smart_count: p.Needed }),
    ],
  ];
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {tr('portal.lifecycle.periods')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {tr('portal.lifecycle.periodsHelp')}
      </Typography>
      {periods.isPending && <Loading />}
      {periods.isError && <Alert severity="error">{errorText(periods.error)}</Alert>}
      {periods.data?.length === 0 && <Alert severity="info">{tr('portal.lifecycle.noPeriods')}</Alert>}
      {!!periods.data?.length &&
        (narrow ? (
          periods.data.map((p) => (
            <Card key={p.Period} variant="outlined" sx={{ mb: 1 }}>
              <CardContent
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 45%) minmax(0, 1fr)', gap: 1, m: 0 }}
              >
                {columns.map(([label, value]) => (
                  <Fragment key={label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value(p)}
                    </Typography>
                  </Fragment>
                ))}
              </CardContent>
            </Card>
          ))
        ) : (
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map(([label]) => (
                    <TableCell key={label} sx={{ fontWeight: 700 }}>
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {periods.data.map((p) => (
                  <TableRow key={p.Period}>
                    {columns.map(([label, value]) => (
                      <TableCell key={label}>{value(p)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        ))}
    </Box>
  );
};
