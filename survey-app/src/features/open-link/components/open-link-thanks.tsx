import { useTranslation } from '../../../lib/i18n/use-translation';

/** After the form is submitted (or when this browser already submitted it). */
export function OpenLinkThanks() {
  const { t } = useTranslation();
  return (
    <section className="card auth-card open-link-card" aria-labelledby="open-link-thanks">
      <h1 id="open-link-thanks">{t('openLink.thanksTitle')}</h1>
      <p role="status">{t('openLink.thanks')}</p>
    </section>
  );
}
