import { Outlet } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LanguageMenu } from '../../components/language-menu';

/** The public pages: no header, one centred card. */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <main id="main" className="auth-layout">
      <div className="auth-top">
        <div className="auth-brand" aria-hidden="true">
          {t('brand')}
        </div>
        <LanguageMenu />
      </div>
      <Outlet />
    </main>
  );
}
