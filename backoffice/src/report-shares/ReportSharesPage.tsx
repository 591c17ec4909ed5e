import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useCanAccess } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import { NotFound } from '../layout/NotFound';
import { tr } from '../i18n/i18nProvider';
import { useKnownInquiry } from '../respondents/useKnownInquiry';
import { getPeopleHierarchy, personName, type HierarchyNode } from '../people/hierarchyMethods';
import { ShareForm } from './ShareForm';
import { ShareList } from './ShareList';
import { shareMethods, type NewReportShare, type ReportShare } from './shareMethods';

const flatten = (nodes: HierarchyNode[]): HierarchyNode[] => nodes.flatMap((n) => [n, ...flatten(n.Reports)]);

/**
 * "Share results" of one inquiry (docs/features/managers.md): who has access, a form to share and a revoke per share.
 * Names come from the people directory where it knows the address. An unknown inquiry, or another organisation's, is
 * page-not-found.
 */
export const ReportSharesPage = ({ back }: { back: string }) => {
  const { inquiryId = '' } = useParams();
  const { inquiry, isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <InquiryShares back={back} inquiryId={inquiryId} name={inquiry?.Description ?? ''} />;
};

const InquiryShares = ({ back, inquiryId, name }: { back: string; inquiryId: string; name: string }) => {
  const path = useAppPath();
  const toast = useToast();
  const client = useQueryClient();
  const manage = useCanAccess({ resource: 'report-shares', action: 'create' }).canAccess ?? false;
  const key = ['report-shares', inquiryId];
  const shares = useQuery({ queryKey: key, queryFn: () => shareMethods.list(inquiryId) });
  const hierarchy = useQuery({ queryKey: ['people', 'hierarchy'], queryFn: getPeopleHierarchy, enabled: manage });
  const people = useMemo(() => flatten(hierarchy.data?.Roots ?? []), [hierarchy.data]);
  const nameOf = (email: string) => {
    const person = people.find((p) => p.Email.toLowerCase() === email.toLowerCase());
    return person ? personName(person) : email;
  };
  const managers = people.filter((p) => p.Reports.length).map((p) => p.Email);

  const create = useMutation({
    mutationFn: (share: NewReportShare) => shareMethods.create(inquiryId, share),
    onSuccess: () => {
      toast.success(tr('portal.managers.shared'));
      return client.invalidateQueries({ queryKey: key });
    },
  });
  const revoke = useMutation({
    mutationFn: (share: ReportShare) => shareMethods.revoke(inquiryId, share.Id),
    onSuccess: () => {
      toast.success(tr('portal.managers.revoked'));
      return client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageHeader title={tr('portal.managers.shareTitle', { name })} back={path(back)} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {tr('portal.managers.managersNote')}
      </Alert>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {tr('portal.managers.access')}
          </Typography>
          {shares.isPending && <Loading />}
          {shares.isError && <Alert severity="error">{errorText(shares.error)}</Alert>}
          {shares.data && (
            <ShareList
              shares={shares.data}
              nameOf={nameOf}
              manage={manage}
              busy={revoke.isPending}
              onRevoke={(share) => revoke.mutateAsync(share).catch(() => undefined)}
            />
          )}
        </CardContent>
      </Card>
      {manage && (
        <Card variant="outlined">
          <CardContent>
            <ShareForm managers={managers} busy={create.isPending} onShare={(share) => create.mutateAsync(share)} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
