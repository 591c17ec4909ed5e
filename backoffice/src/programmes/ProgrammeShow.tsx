import { Link, useNavigate, useParams } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { Loading, RecordContextProvider, ResourceContextProvider, useGetOne } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { FactList } from '../common/FactList';
import { useAppPath } from '../common/useAppPath';
import { useInquiryTypeChoices } from '../common/inquiryTypeChoices';
import { tr } from '../i18n/i18nProvider';
import { DeleteProgrammeButton } from './DeleteProgrammeButton';
import { PauseResumeButton } from './PauseResumeButton';
import { cadenceText, NextRound, ProgrammeState } from './ProgrammeState';
import { RoundsTable } from './RoundsTable';
import type { ProgrammeDto } from './programmeMethods';
import { programmePaths, PROGRAMMES } from './paths';

/** A programme: what it asks whom and when, pause/resume, change, delete, and its rounds so far. */
export const ProgrammeShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  const navigate = useNavigate();
  const { choices } = useInquiryTypeChoices();
  const { data, isPending, error } = useGetOne<ProgrammeDto & { id: number }>('programmes', { id: Number(id) });
  const title = data ? data.Name : tr('portal.programmes.title');
  const p = data;
  return (
    <ResourceContextProvider value="programmes">
      <PageHeader
        title={title}
        back={path(PROGRAMMES)}
        actions={
          p && (
            <RecordContextProvider value={p}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <PauseResumeButton />
                <Button
                  component={Link}
                  to={path(programmePaths.edit(p.Id))}
                  size="small"
                  variant="outlined"
                  startIcon={<EditIcon />}
                >
                  {tr('portal.programmes.edit')}
                </Button>
                <DeleteProgrammeButton onDeleted={() => navigate(path(PROGRAMMES))} />
              </Box>
            </RecordContextProvider>
          )
        }
      />
      {isPending && <Loading />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {p && (
        <>
          <Card>
            <CardContent>
              <FactList
                rows={[
                  [tr('portal.programmes.state'), <ProgrammeState key="s" programme={p} />],
                  [tr('portal.ui.inquiryType'), choices.find((c) => c.id === p.InquiryTypeId)?.name ?? ''],
                  [
                    tr('portal.programmes.questions'),
                    p.QuestionIds
                      ? tr('portal.programmes.pulseOf', { smart_count: p.QuestionIds.length })
                      : tr('portal.programmes.questionsAll'),
                  ],
                  [
                    tr('portal.programmes.audience'),
                    p.AudienceAttribute
                      ? tr('portal.programmes.audienceIs', {
                          attribute: p.AudienceAttribute,
                          value: p.AudienceValue ?? '',
                        })
                      : tr('portal.programmes.audienceEveryone'),
                  ],
                  [tr('portal.programmes.cadenceLabel'), cadenceText(p.Cadence)],
                  [tr('portal.programmes.daysOpen'), tr('portal.programmes.days', { smart_count: p.DaysOpen })],
                  [
                    tr('portal.programmes.startDate'),
                    tr('portal.programmes.startsAt', { start: p.StartDate.replace('T', ' '), zone: p.TimeZone }),
                  ],
                  [tr('portal.programmes.nextRound'), <NextRound key="n" programme={p} />],
                  [tr('portal.programmes.roundCount'), String(p.RoundCount)],
                ]}
              />
            </CardContent>
          </Card>
          <RoundsTable programmeId={p.Id} daysOpen={p.DaysOpen} timeZone={p.TimeZone} />
        </>
      )}
    </ResourceContextProvider>
  );
};
