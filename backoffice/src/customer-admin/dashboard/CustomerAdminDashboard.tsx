import { useState } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { Loading, useGetList } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { InquiryCard, type InquiryCardData } from './InquiryCard';

export const NO_INQUIRIES = 'No Inquiries to show on dashboard.';

/** The customer's inquiries as cards (all of them, pageSize=-1), and the first-login profile dialog. */
export const CustomerAdminDashboard = () => {
  const [firstLogin, setFirstLogin] = useState(() => localStorage.getItem('firstTimeLogin') === 'true');
  const { data, isPending, error } = useGetList<InquiryCardData>('inquiries', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'CreatedDate', order: 'DESC' },
  });
  return (
    <>
      <PageHeader title="Dashboard" />
      {isPending ? (
        <Loading />
      ) : !data?.length ? (
        <Card sx={{ p: 4 }}>
          <Typography sx={{ textAlign: 'center', color: error ? 'error.main' : 'text.secondary' }}>
            {error ? error.message : NO_INQUIRIES}
          </Typography>
        </Card>
      ) : (
        <Box
          component="section"
          aria-label="Inquiries"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        >
          {data.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </Box>
      )}
      <CompanyProfileDialog open={firstLogin} onDone={() => setFirstLogin(false)} />
    </>
  );
};
