import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { TRANSLATED_LANGUAGES, type ContentKind, type ItemTranslationsDto } from '@portal/contracts';
import { errorText, useToast } from '../common/useToast';
import type { PortalDataProvider } from '../providers/dataProvider';
import { fieldLabel } from './fieldLabel';
import { languageName } from './languageNames';

type Language = (typeof TRANSLATED_LANGUAGES)[number];
/** One row per translatable field, in the item's order (a field name such as ratingOptions.2 is no form path). */
type Drafts = { Fields: ({ Field: string } & Record<Language, string>)[] };

const draftsOf = (item: ItemTranslationsDto): Drafts => ({
  Fields: item.Fields.map((f) => ({
    Field: f.Field,
    fr: f.Translations.fr ?? '',
    de: f.Translations.de ?? '',
    es: f.Translations.es ?? '',
  })),
});

const MISSING_OUTLINE = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderStyle: 'dashed' },
  '& .MuiFormHelperText-root': { color: 'warning.dark' },
};

/** One language's translation of one field; an empty one is marked missing. */
const TranslationInput = ({ index, language }: { index: number; language: Language }) => {
  const translate = useTranslate();
  const source = `Fields.${index}.${language}`;
  const value = useWatch<FieldValues>({ name: source });
  const missing = !String(value ?? '').trim();
  return (
    <TextInput
      source={source}
      label={`${languageName(language, translate)} (${language})`}
      // Kept as typed: an emptied field is sent as '' (a missing translation), not dropped.
      parse={(typed: string) => typed}
      multiline
      minRows={1}
      variant="outlined"
      size="small"
      margin="none"
      helperText={missing ? translate('portal.translations.missing', { _: 'Missing: English shown' }) : ' '}
      sx={missing ? MISSING_OUTLINE : undefined}
      slotProps={{ htmlInput: { maxLength: 5000 } }}
    />
  );
};

/**
 * The translations of one item: each text's English (edited on the item itself, shown read-only) beside
 * a field per language. An empty field is a missing translation: readers see the English text, marked here.
 */
export const TranslationsPanel = ({ kind, id }: { kind: ContentKind; id: string | number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const toast = useToast();
  const [item, setItem] = useState<ItemTranslationsDto | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const record = useMemo(() => (item ? draftsOf(item) : null), [item]);

  useEffect(() => {
    let live = true;
    dataProvider
      .getTranslations(kind, id)
      .then((loaded) => live && setItem(loaded))
      .catch((e) => live && setFailed(errorText(e)));
    return () => {
      live = false;
    };
  }, [dataProvider, kind, id]);

  const save = async (values: FieldValues) => {
    setSaving(true);
    try {
      const body = {
        Fields: (values as Drafts).Fields.map(({ Field, fr, de, es }) => ({
          Field,
          Translations: { fr: fr ?? '', de: de ?? '', es: es ?? '' },
        })),
      };
      // The saved item becomes the form's record again: react-admin resets the inputs to it.
      setItem(await dataProvider.saveTranslations(kind, id, body));
      toast.success(translate('portal.translations.saved', { _: 'Translations saved' }));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

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
        {item && record && (
          <Form record={record} onSubmit={save} disableInvalidFormNotification noValidate>
            {item.Fields.map((f, index) => (
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
                  {TRANSLATED_LANGUAGES.map((language) => (
                    <TranslationInput key={language} index={index} language={language} />
                  ))}
                </Box>
              </Box>
            ))}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('portal.translations.save', { _: 'Save translations' })}
              </Button>
            </Box>
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
