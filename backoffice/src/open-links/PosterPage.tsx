import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { LANGUAGES, type Language } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText } from '../common/useToast';
import { NotFound } from '../layout/NotFound';
import { createI18nProvider, currentLanguage, LANGUAGE_NAMES, tr } from '../i18n/i18nProvider';
import { useKnownInquiry } from '../respondents/useKnownInquiry';
import { openLinkMethods, type OpenLinkDto } from './openLinkMethods';
import { openLinkPath } from './paths';
import { useQrImage } from './useQrImage';

// A text's size on a phone, on a wide screen, and on paper (the print engine lays A4 out at a phone's width).
const size = (xs: string, md: string, print: string) => ({ fontSize: { xs, md }, '@media print': { fontSize: print } });

// Only the sheet is printed: the app's bar, the page's heading and the controls are screen-only.
const PRINT_CSS = {
  '@page': { size: 'A4 portrait', margin: '12mm' },
  '@media print': {
    'header.MuiAppBar-root, .poster-screen-only, a[href="#main-content"]': { display: 'none !important' },
    'body, #main-content, div:has(> #main-content)': { background: '#fff !important', minHeight: '0 !important' },
    '#main-content': { padding: '0 !important', maxWidth: 'none !important' },
    '.poster-sheet': { boxShadow: 'none !important', border: 'none !important', margin: '0 auto !important' },
  },
};

/**
 * The open link's poster, one A4 page in the chosen language: the organisation, the inquiry, a large QR code, the
 * address in text, and that answering is anonymous above the inquiry's anonymity floor.
 */
export const PosterPage = ({ back }: { back: string }) => {
  const { inquiryId = '' } = useParams();
  const { inquiry, isPending, notFound } = useKnownInquiry(inquiryId);
  const link = useQuery({
    queryKey: ['open-links', inquiryId],
    queryFn: () => openLinkMethods.get(inquiryId),
    enabled: !notFound,
    retry: false,
  });
  const path = useAppPath();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  if (notFound) return <NotFound />;
  if (isPending || link.isPending) return <Loading />;
  const name = inquiry?.Description ?? '';
  return (
    <Box>
      <GlobalStyles styles={PRINT_CSS} />
      <Box className="poster-screen-only">
        <PageHeader
          title={tr('portal.openLinks.posterTitle', { name })}
          back={path(openLinkPath(back, inquiryId))}
          actions={
            link.data && (
              <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
                {tr('portal.openLinks.print')}
              </Button>
            )
          }
        />
        {link.isError && <Alert severity="error">{errorText(link.error)}</Alert>}
        {link.data === null && <Alert severity="info">{tr('portal.openLinks.notOpen')}</Alert>}
        {link.data && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              size="small"
              label={tr('portal.openLinks.posterLanguage')}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
              sx={{ minWidth: 200 }}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {tr('portal.openLinks.printHelp')}
            </Typography>
          </Box>
        )}
      </Box>
      {link.data && <Poster inquiryId={inquiryId} link={link.data} title={name} language={language} />}
    </Box>
  );
};

const Poster = ({
  inquiryId,
  link,
  title,
  language,
}: {
  inquiryId: string;
  link: OpenLinkDto;
  title: string;
  language: Language;
}) => {
  const t = useMemo(() => createI18nProvider(language).translate, [language]);
  const intro = useQuery({
    queryKey: ['open-links', 'intro', link.Token],
    queryFn: () => openLinkMethods.intro(link.Token),
    retry: false,
  });
  const qr = useQrImage(inquiryId, link.Token);
  if (intro.isPending) return <Loading />;
  if (intro.isError)
    return (
      <Alert severity="error" className="poster-screen-only">
        {errorText(intro.error)}
      </Alert>
    );
  return (
    <Box
      className="poster-sheet"
      lang={language}
      sx={{
        bgcolor: '#fff',
        color: '#000',
        mx: 'auto',
        width: '100%',
        maxWidth: '186mm',
        minHeight: { md: '270mm' },
        '@media print': { minHeight: '268mm', p: '8mm', gap: '7mm' },
        boxShadow: 3,
        p: { xs: 3, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: { xs: 2, md: 3 },
      }}
    >
      <Typography sx={{ ...size('1rem', '1.25rem', '16pt'), fontWeight: 600, letterSpacing: 0.5 }}>
        {intro.data.Organisation}
      </Typography>
      <Typography component="h2" sx={{ ...size('1.75rem', '2.5rem', '36pt'), fontWeight: 700, lineHeight: 1.2 }}>
        {t('portal.openLinks.posterHeading')}
      </Typography>
      <Typography sx={{ ...size('1.1rem', '1.5rem', '22pt'), overflowWrap: 'anywhere' }}>{title}</Typography>
      {qr.url && (
        <Box
          component="img"
          src={qr.url}
          alt={t('portal.openLinks.qrAlt', { url: link.Url })}
          sx={{
            width: { xs: '70%', md: '110mm' },
            maxWidth: '110mm',
            aspectRatio: '1',
            display: 'block',
            '@media print': { width: '120mm', maxWidth: '120mm' },
          }}
        />
      )}
      <Typography sx={size('1rem', '1.2rem', '16pt')}>{t('portal.openLinks.posterScan')}</Typography>
      <Typography sx={{ fontFamily: 'monospace', ...size('0.85rem', '1.05rem', '12pt'), overflowWrap: 'anywhere' }}>
        {link.Url}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 2, borderTop: '1px solid #999', width: '100%' }}>
        <Typography sx={{ ...size('0.95rem', '1.1rem', '15pt'), fontWeight: 600 }}>
          {t('portal.openLinks.posterAnonymous')}
        </Typography>
        <Typography sx={size('0.9rem', '1rem', '13pt')}>
          {t('portal.openLinks.posterFloor', { smart_count: intro.data.MinRespondents })}
        </Typography>
      </Box>
    </Box>
  );
};
