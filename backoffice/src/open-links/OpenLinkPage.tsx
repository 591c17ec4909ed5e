import { useState } from 'react';
import { useParams } from 'react-router-dom';
import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useCanAccess, useDataProvider } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText, useToast } from '../common/useToast';
import { NotFound } from '../layout/NotFound';
import type { PortalDataProvider } from '../providers/dataProvider';
import { tr } from '../i18n/i18nProvider';
import { useKnownInquiry } from '../respondents/useKnownInquiry';
import { GroupQuestionsInput } from './GroupQuestionsInput';
import { groupRefusalsOf } from './groupRefusals';
import { OpenLinkDetails } from './OpenLinkDetails';
import { openLinkMethods } from './openLinkMethods';
import { posterPath } from './paths';
import { RevokeLinkButton } from './RevokeLinkButton';

/**
 * An inquiry's open link (docs/features/open-links.md): whether it is open, open it with optional group questions,
 * its address, QR code and counts, the poster, revoke. The operator reads the same page and changes nothing. An
 * unknown inquiry, or another organisation's, is page-not-found.
 */
export const OpenLinkPage = ({ back }: { back: string }) => {
  const { inquiryId = '' } = useParams();
  const { inquiry, isPending, notFound } = useKnownInquiry(inquiryId);
  if (notFound) return <NotFound />;
  if (isPending) return <Loading />;
  return <InquiryOpenLink back={back} inquiryId={inquiryId} name={inquiry?.Description ?? ''} />;
};

const InquiryOpenLink = ({ back, inquiryId, name }: { back: string; inquiryId: string; name: string }) => {
  const path = useAppPath();
  const toast = useToast();
  const client = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const manage = useCanAccess({ resource: 'open-links', action: 'create' }).canAccess ?? false;
  const key = ['open-links', inquiryId];
  const link = useQuery({ queryKey: key, queryFn: () => openLinkMethods.get(inquiryId), retry: false });
  const closed = manage && link.data === null;
  const attributes = useQuery({
    queryKey: ['people', 'attributes'],
    queryFn: () => dataProvider.getPeopleAttributes(),
    enabled: closed,
  });
  const [groups, setGroups] = useState<string[]>([]);
  const [groupErrors, setGroupErrors] = useState<string[]>([]);

  const open = useMutation({
    mutationFn: () => openLinkMethods.open(inquiryId, groups),
    onMutate: () => setGroupErrors([]),
    onSuccess: (made) => {
      toast.success(tr('portal.openLinks.opened'));
      client.setQueryData(key, made);
    },
    onError: (error) => setGroupErrors(groupRefusalsOf(error) ?? []),
  });
  const revoke = useMutation({
    mutationFn: () => openLinkMethods.revoke(inquiryId),
    onSuccess: (revoked) => {
      toast.success(tr(revoked ? 'portal.openLinks.revoked' : 'portal.openLinks.revokedNothing'));
      setGroups([]);
      return client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageHeader title={tr('portal.openLinks.title', { name })} back={path(back)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {tr('portal.openLinks.intro')}
      </Typography>
      {!manage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {tr('portal.openLinks.readOnly')}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          {link.isPending && <Loading />}
          {link.isError && <Alert severity="error">{errorText(link.error)}</Alert>}
          {link.data && (
            <OpenLinkDetails
              inquiryId={inquiryId}
              link={link.data}
              posterTo={path(posterPath(back, inquiryId))}
              revoke={
                manage && (
                  <RevokeLinkButton
                    busy={revoke.isPending}
                    onRevoke={() => revoke.mutateAsync().catch(() => undefined)}
                  />
                )
              }
            />
          )}
          {link.data === null && (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {tr('portal.openLinks.notOpen')}
              </Alert>
              {closed && (
                <Box
                  component="form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    open.mutate();
                  }}
                >
                  {attributes.isPending ? (
                    <Loading />
                  ) : (
                    <GroupQuestionsInput
                      attributes={attributes.data ?? []}
                      value={groups}
                      onChange={setGroups}
                      errors={groupErrors}
                    />
                  )}
                  {open.isError && !groupErrors.length && (
                    <Alert severity="error" role="alert" sx={{ my: 1, whiteSpace: 'pre-line' }}>
                      {errorText(open.error)}
                    </Alert>
                  )}
                  <Box sx={{ mt: 1 }}>
                    <Button type="submit" variant="contained" startIcon={<LinkIcon />} disabled={open.isPending}>
                      {tr('portal.openLinks.openButton')}
                    </Button>
                  </Box>
                </Box>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
