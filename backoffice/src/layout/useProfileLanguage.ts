import { useEffect } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Role } from '@portal/contracts';
import { storeLanguage } from '../i18n/language';
import type { PortalDataProvider } from '../providers/dataProvider';

// react-admin remounts the screens when the language changes: the profile is read once per page load only.
let profileRead = false;

/** Once per page load: a language saved on the profile wins over this browser's choice. */
export function useProfileLanguage(role: Role | null): void {
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  useEffect(() => {
    if (profileRead || (role !== 'CustomerAdmin' && role !== 'CustomerUser')) return;
    profileRead = true;
    let active = true;
    dataProvider
      .getProfileLanguage()
      .then((language) => {
        if (!active || !language) return;
        storeLanguage(language);
        if (language !== locale) setLocale(language);
      })
      // Without the profile the browser's choice stays.
      .catch(() => undefined);
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per role, not on every language change
  }, [role, dataProvider]);
}
