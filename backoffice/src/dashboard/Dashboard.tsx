import { Box, Typography } from '@mui/material';
import { Loading, useBasename, useGetList, useCanAccess } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { InquiryCard, type InquiryRow } from './InquiryCard';

export const NO_INQUIRIES = 'No Inquiries to show on dashboard.';

/** Cards of every inquiry (the operator) or of the customer's own (a customer admin), all loaded at once. */
export const Dashboard = () => {
  const basename = useBasename();
  const { canAccess: operator, isPending: checking } = useCanAccess({ resource: 'inquiries', action: 'upload' });
  const { data, isPending, error } = useGetList<InquiryRow>(
    'inquiries',
    { pagination: { page: 1, perPage: -1 }, filter: operator ? { scope: 'admin' } : {} },
    { enabled: !checking },
  );
  return (
    <>
      <PageHeader title="Dashboard" />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{error.message}</Typography>
      ) : !data?.length ? (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{NO_INQUIRIES}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}>
          {data.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} insightsBase={`${basename}/dashboard/view-insights`} />
          ))}
        </Box>
      )}
    </>
  );
};
