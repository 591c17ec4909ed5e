import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isLanguage, LANGUAGES, type Language, type Role } from '@portal/contracts';
import { LANGUAGE_NAMES } from '../i18n/i18nProvider';
import { storeLanguage } from '../i18n/language';
import type { PortalDataProvider } from '../providers/dataProvider';

/** Roles whose choice is saved on their profile (the API keeps a profile for customer admins and users). */
const HAS_PROFILE: readonly Role[] = ['CustomerAdmin', 'CustomerUser'];

/**
 * The language menu of the app bar: applies at once (react-admin re-renders every screen), is remembered on this
 * browser, and is saved as the profile's Language when the role has a profile.
 */
export const LanguageMenu = ({ role, compact }: { role: Role | null; compact: boolean }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: Language = isLanguage(locale) ? locale : 'en';
  const label = translate('portal.ui.language');
  const visible = compact ? current.toUpperCase() : LANGUAGE_NAMES[current];

  const choose = (language: Language) => {
    setAnchor(null);
    if (language === current) return;
    storeLanguage(language);
    setLocale(language);
    if (role && HAS_PROFILE.includes(role)) {
      dataProvider.saveProfileLanguage(language).catch((error: unknown) => {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      });
    }
  };

  return (
    <>
      <Button
        color="inherit"
        // The name starts with the visible text, so speech input ("click English") finds the button.
        aria-label={compact ? `${visible} – ${label}: ${LANGUAGE_NAMES[current]}` : `${visible} – ${label}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {visible}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} lang={language} selected={language === current} onClick={() => choose(language)}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
