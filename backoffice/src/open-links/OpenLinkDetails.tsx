import { Link } from 'react-router-dom';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { HttpError, useLocaleState } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/contracts';
import { useToast } from '../common/useToast';
import { FactList } from '../common/FactList';
import { tr } from '../i18n/i18nProvider';
import { openLinkMethods, type OpenLinkDto } from './openLinkMethods';
import { useQrImage } from './useQrImage';

interface Props {
  inquiryId: string;
  link: OpenLinkDto;
  posterTo: string;
  /** The revoke button, for those who may revoke. */
  revoke?: React.ReactNode;
}

/** An open link: its address to copy, its QR code, what it has gathered, the poster and the revoke. */
export const OpenLinkDetails = ({ inquiryId, link, posterTo, revoke }: Props) => {
  const toast = useToast();
  const [locale] = useLocaleState();
  const qr = useQrImage(inquiryId, link.Token);
  // What a respondent meets: a link of an inquiry that takes no more answers answers 410 there.
  const intro = useQuery({
    queryKey: ['open-links', 'intro', link.Token],
    queryFn: () => openLinkMethods.intro(link.Token),
    retry: false,
  });
  const closed = intro.error instanceof HttpError && intro.error.status === 410;
  const copy = () =>
    navigator.clipboard
      .writeText(link.Url)
      .then(() => toast.success(tr('portal.openLinks.copied')))
      .catch(() => toast.error(tr('portal.openLinks.copyFailed')));
  const facts: [string, string][] = [
    [tr('portal.openLinks.responses'), String(link.Responses)],
    [tr('portal.openLinks.completed'), String(link.CompletedResponses)],
    [tr('portal.openLinks.createdAt'), formatDate(String(link.CreatedAt), locale)],
    [
      tr('portal.openLinks.groupsAsked'),
      link.GroupQuestions.length ? link.GroupQuestions.join(', ') : tr('portal.openLinks.groupsNoneAsked'),
    ],
  ];
  return (
    <>
      <Alert severity="success" sx={{ mb: closed ? 1 : 2 }}>
        {tr('portal.openLinks.isOpen')}
      </Alert>
      {closed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {tr('portal.openLinks.linkClosed')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <TextField
            label={tr('portal.openLinks.url')}
            value={link.Url}
            fullWidth
            size="small"
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={tr('portal.openLinks.copyNamed')}>
                      <IconButton aria-label={tr('portal.openLinks.copyNamed')} onClick={copy} edge="end">
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <FactList rows={facts} sx={{ mt: 2, mb: 2 }} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={Link} to={posterTo} variant="contained" size="small" startIcon={<PrintIcon />}>
              {tr('portal.openLinks.poster')}
            </Button>
            {revoke}
          </Box>
        </Box>
        <Box sx={{ flexShrink: 0, alignSelf: { xs: 'center', md: 'flex-start' }, textAlign: 'center' }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {tr('portal.openLinks.qr')}
          </Typography>
          {qr.isError && <Alert severity="warning">{tr('portal.openLinks.qrFailed')}</Alert>}
          {qr.url && (
            <Box
              component="img"
              src={qr.url}
              alt={tr('portal.openLinks.qrAlt', { url: link.Url })}
              sx={{ width: 200, height: 200, display: 'block', bgcolor: '#fff' }}
            />
          )}
        </Box>
      </Box>
    </>
  );
};
