import { Box, Card, Typography } from '@mui/material';
import { Loading, useCanAccess, useGetIdentity, useGetList } from 'react-admin';
import { insightsPath } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { sessionEnding } from '../providers/authProvider';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { FirstRunChecklist } from './FirstRunChecklist';
import { InquiryCard, type InquiryCardData } from './InquiryCard';
import { tr, txLines } from '../i18n/i18nProvider';

/**
 * The inquiries as cards, all loaded at once: every customer's for the operator, the customer's own for a
 * customer admin, who first sets up the company profile (its blocking dialog) on a first login and, with no
 * inquiry yet, sees the setup steps under the empty text.
 */
export const Dashboard = () => {
  const { canAccess: operator, isPending: checking } = useCanAccess({ resource: 'inquiries', action: 'upload' });
  const { canAccess: setsUpProfile } = useCanAccess({ resource: 'company-profile', action: 'edit' });
  const { identity, refetch } = useGetIdentity();
  const { data, isPending, error } = useGetList<InquiryCardData>(
    'inquiries',
    { pagination: { page: 1, perPage: -1 }, filter: operator ? { scope: 'admin' } : {} },
    { enabled: !checking },
  );
  // A refused session answers with an empty list: it says nothing about the user's inquiries.
  const leaving = !data?.length && sessionEnding();
  return (
    <>
      <PageHeader title={tr('portal.ui.dashboard')} />
      {setsUpProfile && <EmailVerificationBanner />}
      {isPending ? (
        <Loading />
      ) : leaving ? null : !data?.length ? (
        <Card sx={{ p: 4 }}>
          <Typography sx={{ textAlign: 'center', color: error ? 'error.main' : 'text.secondary' }}>
            {error ? txLines(error.message) : tr('portal.messages.noInquiries')}
          </Typography>
          {setsUpProfile && !error && <FirstRunChecklist profileDone={!identity?.firstTimeLogin} inquiries={[]} />}
        </Card>
      ) : (
        <Box
          component="section"
          aria-label={tr('portal.ui.inquiries')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        >
          {data.map((inquiry) => (
            <InquiryCard
              key={inquiry.id}
              inquiry={inquiry}
              insights={insightsPath(operator ? 'SuperAdmin' : 'CustomerAdmin', inquiry.id)}
              operatorView={operator}
            />
          ))}
        </Box>
      )}
      {setsUpProfile && <CompanyProfileDialog open={Boolean(identity?.firstTimeLogin)} onDone={() => void refetch()} />}
    </>
  );
};
