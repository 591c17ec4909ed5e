import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { TRANSLATED_LANGUAGES, type ContentKind, type ItemTranslationsDto } from '@portal/contracts';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { fieldLabel } from './fieldLabel';
import { languageName } from './languageNames';

type Language = (typeof TRANSLATED_LANGUAGES)[number];
type Drafts = Record<string, Record<Language, string>>;

const draftsOf = (item: ItemTranslationsDto): Drafts =>
  Object.fromEntries(
    item.Fields.map((f) => [
      f.Field,
      { fr: f.Translations.fr ?? '', de: f.Translations.de ?? '', es: f.Translations.es ?? '' },
    ]),
  );

/**
 * The translations of one item: each text's English (edited on the item itself, shown read-only) beside
 * a field per language. An empty field is a missing translation: readers see the English text, marked here.
 */
export const TranslationsPanel = ({ kind, id }: { kind: ContentKind; id: string | number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const [item, setItem] = useState<ItemTranslationsDto | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    dataProvider
      .getTranslations(kind, id)
      .then((loaded) => {
        if (!live) return;
        setItem(loaded);
        setDrafts(draftsOf(loaded));
      })
      .catch((e) => live && setFailed(errorText(e)));
    return () => {
      live = false;
    };
  }, [dataProvider, kind, id]);

  const save = async () => {
    if (!item) return;
    setSaving(true);
    try {
      const body = { Fields: item.Fields.map((f) => ({ Field: f.Field, Translations: drafts[f.Field] })) };
      const saved = await dataProvider.saveTranslations(kind, id, body);
      setItem(saved);
      setDrafts(draftsOf(saved));
      toast.success(translate('portal.translations.saved', { _: 'Translations saved' }));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const set = (field: string, language: Language, value: string) =>
    setDrafts((d) => ({ ...d, [field]: { ...d[field], [language]: value } }));

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('portal.translations.title', { _: 'Translations' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('portal.translations.hint', {
            _: 'Empty fields are missing translations: readers of that language see the English text.',
          })}
        </Typography>
        {failed && <Alert severity="error">{failed}</Alert>}
        {!item && !failed && (
          <CircularProgress
            size={24}
            aria-label={translate('portal.translations.loading', { _: 'Loading translations' })}
          />
        )}
        {item?.Fields.map((f) => (
          <Box key={f.Field} sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {fieldLabel(f.Field, translate)}
            </Typography>
            <Typography
              variant="body2"
              component="div"
              sx={{ mb: 1, whiteSpace: 'pre-line' }}
              aria-label={`${fieldLabel(f.Field, translate)}, ${languageName('en', translate)}`}
            >
              <Chip label="EN" size="small" sx={{ mr: 1 }} />
              {f.English}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {TRANSLATED_LANGUAGES.map((language) => {
                const missing = !drafts[f.Field]?.[language]?.trim();
                return (
                  <TextField
                    key={language}
                    label={`${languageName(language, translate)} (${language})`}
                    value={drafts[f.Field]?.[language] ?? ''}
                    onChange={(event) => set(f.Field, language, event.target.value)}
                    multiline
                    minRows={1}
                    size="small"
                    helperText={
                      missing ? translate('portal.translations.missing', { _: 'Missing: English shown' }) : ' '
                    }
                    sx={
                      missing
                        ? {
                            '& .MuiOutlinedInput-notchedOutline': {
                              borderColor: 'warning.main',
                              borderStyle: 'dashed',
                            },
                          }
                        : undefined
                    }
                    slotProps={{
                      htmlInput: { maxLength: 5000 },
                      formHelperText: { sx: { color: missing ? 'warning.dark' : undefined } },
                    }}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
        {item && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button variant="contained" onClick={save} disabled={saving}>
              {translate('portal.translations.save', { _: 'Save translations' })}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
