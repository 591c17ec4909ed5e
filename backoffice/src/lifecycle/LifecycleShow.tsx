import { Link, useNavigate, useParams } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import {
  Loading,
  RecordContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useGetOne,
  useLocaleState,
} from 'react-admin';
import { formatDate } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { FactList } from '../common/FactList';
import { useAppPath } from '../common/useAppPath';
import { useInquiryTypeChoices } from '../common/inquiryTypeChoices';
import { inquiryPaths } from '../customer-admin/paths';
import { respondentsPath } from '../monitor-activity/paths';
import { tr } from '../i18n/i18nProvider';
import { DeleteLifecycleButton } from './DeleteLifecycleButton';
import { daysAfterText, LifecycleState, triggerText } from './LifecycleState';
import type { LifecycleDto } from './lifecycleMethods';
import { PeriodsTable } from './PeriodsTable';
import { lifecyclePaths, LIFECYCLE } from './paths';

/** A lifecycle survey: what it asks whom and when, change and delete, and its periods so far. */
export const LifecycleShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { choices } = useInquiryTypeChoices();
  const manage = useCanAccess({ resource: 'lifecycle', action: 'edit' }).canAccess ?? false;
  const { data: s, isPending, error } = useGetOne<LifecycleDto & { id: number }>('lifecycle', { id: Number(id) });
  return (
    <ResourceContextProvider value="lifecycle">
      <PageHeader
        title={s ? s.Name : tr('portal.lifecycle.title')}
        back={path(LIFECYCLE)}
        actions={
          s &&
          manage && (
            <RecordContextProvider value={s}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  component={Link}
                  to={path(lifecyclePaths.edit(s.Id))}
                  size="small"
                  variant="outlined"
                  startIcon={<EditIcon />}
                >
                  {tr('portal.lifecycle.edit')}
                </Button>
                <DeleteLifecycleButton onDeleted={() => navigate(path(LIFECYCLE))} />
              </Box>
            </RecordContextProvider>
          )
        }
      />
      {isPending && <Loading />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {s && (
        <>
          {!manage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {tr('portal.lifecycle.readOnly')}
            </Alert>
          )}
          {s.LastError && (
            <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {tr('portal.lifecycle.lastError')}: {s.LastError}
            </Alert>
          )}
          <Card>
            <CardContent>
              <FactList
                labelWidth="16rem"
                rows={[
                  [tr('portal.lifecycle.state'), <LifecycleState key="s" survey={s} />],
                  [tr('portal.lifecycle.trigger'), triggerText(s.Trigger)],
                  [tr('portal.lifecycle.daysAfter'), daysAfterText(s)],
                  [tr('portal.lifecycle.daysOpen'), tr('portal.lifecycle.days', { smart_count: s.DaysOpen })],
                  [tr('portal.ui.inquiryType'), choices.find((c) => c.id === s.InquiryTypeId)?.name ?? ''],
                  [
                    tr('portal.lifecycle.questions'),
                    s.QuestionIds
                      ? tr('portal.lifecycle.questionsSome', { smart_count: s.QuestionIds.length })
                      : tr('portal.lifecycle.questionsAll'),
                  ],
                  [tr('portal.lifecycle.activeFrom'), formatDate(s.ActiveFrom, locale)],
                  [tr('portal.lifecycle.periodCount'), String(s.PeriodCount)],
                ]}
              />
            </CardContent>
          </Card>
          <PeriodsTable
            surveyId={s.Id}
            inquiryPath={manage ? (inquiry) => inquiryPaths.viewRespondents(inquiry) : respondentsPath}
          />
        </>
      )}
    </ResourceContextProvider>
  );
};
