import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Pagination,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { TRANSLATED_LANGUAGES, type CoverageDto } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { saveFile } from '../common/saveFile';
import { useAppPath } from '../common/useAppPath';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { fieldLabel } from './fieldLabel';
import { languageName } from './languageNames';
import { itemPath } from './paths';
import { TranslationImportDialog } from './TranslationImportDialog';

const PER_PAGE = 10;

/** Translation coverage of the library: per language how many texts are translated, and the missing ones of one language. */
export const TranslationCoverage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const path = useAppPath();
  const toast = useToast();
  const [language, setLanguage] = useState<string>(TRANSLATED_LANGUAGES[0]);
  const [page, setPage] = useState(1);
  const [coverage, setCoverage] = useState<CoverageDto | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const load = useCallback(() => {
    dataProvider
      .getTranslationCoverage(language, page, PER_PAGE)
      .then((c) => {
        setCoverage(c);
        setFailed(null);
      })
      .catch((e) => setFailed(errorText(e)));
  }, [dataProvider, language, page]);
  useEffect(load, [load]);

  const exportBook = async () => {
    try {
      const { blob, fileName } = await dataProvider.exportTranslations();
      saveFile(blob, fileName ?? 'translations.xlsx');
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" onClick={exportBook}>
        {translate('portal.translations.export', { _: 'Export workbook' })}
      </Button>
      <Button variant="contained" size="small" onClick={() => setImporting(true)}>
        {translate('portal.translations.importButton', { _: 'Import workbook' })}
      </Button>
    </Box>
  );

  return (
    <>
      <PageHeader
        title={translate('portal.translations.coverageTitle', { _: 'Translation coverage' })}
        actions={actions}
      />
      {failed && <Alert severity="error">{failed}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
        {coverage?.Languages.map((l) => (
          <Card key={l.Language} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {languageName(l.Language, translate)}
              </Typography>
              <Typography variant="h5" component="p">
                {l.Total ? Math.floor((l.Translated / l.Total) * 100) : 100}%
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('portal.translations.counts', {
                  translated: l.Translated,
                  total: l.Total,
                  missing: l.Missing,
                  _: `${l.Translated} of ${l.Total} texts translated, ${l.Missing} missing`,
                })}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card>
        <Tabs
          value={language}
          onChange={(_e, value: string) => {
            setLanguage(value);
            setPage(1);
          }}
          aria-label={translate('portal.translations.languageTabs', { _: 'Language' })}
          variant="scrollable"
        >
          {TRANSLATED_LANGUAGES.map((l) => (
            <Tab key={l} value={l} label={languageName(l, translate)} />
          ))}
        </Tabs>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate('portal.translations.missingTitle', { _: 'Missing translations' })}
          </Typography>
          {coverage && coverage.Missing.totalItem === 0 && (
            <Typography>{translate('portal.translations.complete', { _: 'Every text is translated.' })}</Typography>
          )}
          {coverage && coverage.Missing.totalItem > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('portal.translations.kind', { _: 'Content' })}</TableCell>
                    <TableCell>{translate('portal.translations.english', { _: 'English' })}</TableCell>
                    <TableCell>
                      <VisuallyHidden>{translate('portal.ui.actions', { _: 'Actions' })}</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {coverage.Missing.data.map((m) => (
                    <TableRow key={`${m.Kind}:${m.Id}:${m.Field}`}>
                      <TableCell sx={{ width: { xs: '30%', md: '22%' } }}>
                        {translate(`portal.translations.kinds.${m.Kind}`, {
                          _: m.Kind.replace(/([a-z])([A-Z])/g, '$1 $2'),
                        })}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {fieldLabel(m.Field, translate)}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'break-word' }}>{m.English}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={path(itemPath(m.Kind, m.Id))}>
                          {translate('portal.translations.translate', { _: 'Translate' })}
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {coverage && coverage.Missing.totalPage > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={coverage.Missing.totalPage}
              onChange={(_e, p) => setPage(p)}
              siblingCount={0}
              aria-label={translate('portal.ui.pagination')}
              getItemAriaLabel={(type, p) =>
                type === 'page'
                  ? translate('ra.navigation.page', { page: p })
                  : translate(`ra.navigation.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : type}`)
              }
            />
          )}
        </CardContent>
      </Card>
      {importing && <TranslationImportDialog onClose={() => setImporting(false)} onImported={load} />}
    </>
  );
};
