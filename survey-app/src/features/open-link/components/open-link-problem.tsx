import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OpenLinkProblem } from '../lib/open-link-outcome';

/** Why the link shows no form: closed (revoked, expired, published), unknown, too many answers, or a failed call. */
export function OpenLinkProblemCard({ problem, onRetry }: { problem: OpenLinkProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card auth-card open-link-card" aria-labelledby="open-link-problem">
      <h1 id="open-link-problem">{t(`openLink.${problem}Title`)}</h1>
      <p role={problem === 'closed' ? 'status' : 'alert'}>{t(`openLink.${problem}`)}</p>
      {(problem === 'failed' || problem === 'tooMany') && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('openLink.retry')}
        </button>
      )}
    </section>
  );
}
