import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { formPreviewPath, isLanguage, LANGUAGES, type Language } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText } from '../common/useToast';
import { i18nProvider, tr } from '../i18n/i18nProvider';
import { languageName } from '../translations/languageNames';

/** A common phone's CSS width: the survey app lays the form out for phones below its desktop breakpoint. */
export const PHONE_WIDTH = 390;

type Width = 'desktop' | 'phone';

const startLanguage = (): Language => {
  const locale = i18nProvider.getLocale();
  return isLanguage(locale) ? locale : 'en';
};

/**
 * An inquiry's survey form as its respondents will see it, before they are invited: the survey app's preview page
 * in a frame, in each language and at a phone's width as well as the desktop's. The framed page saves nothing.
 */
export const FormPreviewPage = ({ role, back }: { role: 'SuperAdmin' | 'CustomerAdmin'; back: string }) => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>(startLanguage);
  const [width, setWidth] = useState<Width>('desktop');
  const { data, isPending, error } = useGetOne('inquiries', { id: inquiryId });
  return (
    <>
      <PageHeader
        title={data ? tr('portal.formPreview.title', { name: data.Description }) : tr('portal.dashboard.previewForm')}
        back={path(back)}
      />
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Card>
          <CardContent>{error ? errorText(error) : tr('portal.ui.inquiryNotFound')}</CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {tr('portal.formPreview.intro')}
            </Typography>
            <Alert severity="info" sx={{ mb: 2 }}>
              {tr('portal.formPreview.pendingApproval')}
            </Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={language}
                onChange={(_, next: Language | null) => next && setLanguage(next)}
                aria-label={tr('portal.formPreview.language')}
              >
                {LANGUAGES.map((l) => (
                  <ToggleButton key={l} value={l} lang={l}>
                    {languageName(l, translate)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={width}
                onChange={(_, next: Width | null) => next && setWidth(next)}
                aria-label={tr('portal.formPreview.width')}
              >
                <ToggleButton value="desktop">{tr('portal.formPreview.desktop')}</ToggleButton>
                <ToggleButton value="phone">{tr('portal.formPreview.phone')}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <Box
              sx={{
                // The frame itself is the phone's width; the border goes outside it.
                boxSizing: 'content-box',
                width: width === 'phone' ? PHONE_WIDTH : '100%',
                maxWidth: 'calc(100% - 2px)',
                mx: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: width === 'phone' ? 3 : 1,
                overflow: 'hidden',
              }}
            >
              <iframe
                title={tr('portal.formPreview.frameTitle', {
                  language: languageName(language, translate),
                  width: tr(`portal.formPreview.${width}`),
                })}
                src={formPreviewPath(role, inquiryId, language)}
                style={{ display: 'block', width: '100%', height: '75vh', border: 0 }}
              />
            </Box>
          </CardContent>
        </Card>
      )}
    </>
  );
};
