import { Box, Card, Typography } from '@mui/material';
import { Loading, useCanAccess, useGetIdentity, useGetList } from 'react-admin';
import { insightsPath } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { sessionEnding } from '../providers/authProvider';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { FirstRunChecklist, showsChecklist } from './FirstRunChecklist';
import { InquiryCard, type CardLinks, type InquiryCardData } from './InquiryCard';
import { nextSetupStep, optionalSetupStep, type SetupAction, type SetupInquiry } from './setupProgress';
import { useAppPath } from '../common/useAppPath';
import { previewPagePath } from '../form-preview/paths';
import { tr } from '../i18n/i18nProvider';

type DashboardInquiry = InquiryCardData & SetupInquiry;

/** A card's links: the customer admin's next setup steps while respondents are not invited; everyone's preview. */
function cardLinks(inquiry: DashboardInquiry, operator: boolean, path: (to: string) => string): CardLinks {
  const inSetup = !operator && !inquiry.RespondentsAdded && inquiry.Status !== 'Published';
  const at = (action: SetupAction | null) => action && { ...action, to: path(action.to) };
  const optional = inSetup ? at(optionalSetupStep(inquiry)) : null;
  return {
    inSetup,
    next: (inSetup && at(nextSetupStep(inquiry))) || undefined,
    more: [
      ...(optional ? [optional] : []),
      { label: tr('portal.dashboard.previewForm'), to: path(previewPagePath(operator, inquiry.id)) },
    ],
  };
}

/**
 * The inquiries as cards, all loaded at once: every customer's for the operator, the customer's own for a
 * customer admin, who first sets up the company profile (its blocking dialog) on a first login and sees the setup
 * steps until the first inquiry collects answers (under the empty text, then above the cards).
 */
export const Dashboard = () => {
  const { canAccess: operator, isPending: checking } = useCanAccess({ resource: 'inquiries', action: 'upload' });
  const { canAccess: setsUpProfile } = useCanAccess({ resource: 'company-profile', action: 'edit' });
  const { identity, refetch } = useGetIdentity();
  const path = useAppPath();
  const { data, isPending, error } = useGetList<DashboardInquiry>(
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
            {error ? error.message : tr('portal.messages.noInquiries')}
          </Typography>
          {setsUpProfile && !error && <FirstRunChecklist profileDone={!identity?.firstTimeLogin} inquiries={[]} />}
        </Card>
      ) : (
        <>
          {setsUpProfile && showsChecklist(data) && (
            <Card sx={{ p: 3, mb: 2 }}>
              <FirstRunChecklist profileDone={!identity?.firstTimeLogin} inquiries={data} />
            </Card>
          )}
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
                links={cardLinks(inquiry, Boolean(operator), path)}
              />
            ))}
          </Box>
        </>
      )}
      {setsUpProfile && <CompanyProfileDialog open={Boolean(identity?.firstTimeLogin)} onDone={() => void refetch()} />}
    </>
  );
};
