import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Card, CardContent, Typography, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider } from 'react-admin';
import { RESULT_AREAS } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import type { PortalDataProvider } from '../providers/dataProvider';
import { MONITOR } from './paths';
import { tr } from '../i18n/i18nProvider';

const AreaInputsChart = lazy(() => import('./InputsCharts').then((m) => ({ default: m.AreaInputsChart })));

const AREAS = RESULT_AREAS.map((area) => [area, `${area}Array`] as const);

/** Inputs Calculation: per area, the average difference, rating and value of each question. */
export const InputsCalculation = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const narrow = !useMediaQuery('(min-width:600px)', { noSsr: true });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['inputResult', inquiryId],
    queryFn: () => dataProvider.getInputResult(inquiryId),
  });
  const empty = !data || AREAS.every(([, key]) => !data[key].length);
  return (
    <>
      <PageHeader title={tr('portal.ui.inputsCalculation')} back={path(MONITOR)} />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error" sx={{ whiteSpace: 'pre-line' }}>
          {error.message}
        </Typography>
      ) : empty ? (
        <Card>
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {tr('portal.common.noData')}
          </Typography>
        </Card>
      ) : (
        AREAS.filter(([, key]) => data[key].length).map(([area, key]) => (
          <Card key={area} sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {area}
              </Typography>
              <Suspense fallback={<Loading />}>
                <AreaInputsChart area={area} rows={data[key]} narrow={narrow} />
              </Suspense>
            </CardContent>
          </Card>
        ))
      )}
    </>
  );
};
