import { readableApiError } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { apiText } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';

/** Why there is nothing to show, in words: refused, unknown manager, not found, or not loaded. */
export function TeamRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403)
    return (
      <div className="card team-state" role="status">
        <h2>{t('team.forbidden.title')}</h2>
        <p>{t('team.forbidden.body')}</p>
      </div>
    );
  if (status === 400 && error instanceof ApiError)
    return (
      <div className="card team-state" role="alert">
        <h2>{t('team.badManager')}</h2>
        {readableApiError(error, apiText).lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  return (
    <div className="card team-state" role="alert">
      <p>{status === 404 ? t('team.notFound') : t('team.loadFailed')}</p>
    </div>
  );
}

/** A state in words with a heading, in the same card. */
export function TeamState({ title, body }: { title: string; body: string }) {
  return (
    <div className="card team-state" role="status">
      <h2>{title}</h2>
      <p>{body}</p>
    </div>
  );
}
