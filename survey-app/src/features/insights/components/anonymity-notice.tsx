import { useTranslation } from '../../../lib/i18n/use-translation';
import { Trans } from '../../../lib/i18n/trans';
import type { AnonymityGateDto } from '@portal/contracts';

/** The gate fields: always on the analysis, on the inputs only while gated. */
type AnonymityGate = Partial<Pick<AnonymityGateDto, 'CompletedForms' | 'MinRespondents' | 'Needed' | 'Message'>>;

/** Shown instead of computed figures while a customer admin has no snapshot of the inquiry yet (the message says why). */
export function AnonymityNotice({ gate }: { gate: AnonymityGate }) {
  const needed = gate.Needed ?? 0;
  const { t } = useTranslation();
  return (
    <section className="card anonymity-notice" role="status" aria-labelledby="anonymity-title">
      <h2 id="anonymity-title">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="20" height="20" focusable="false">
          <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
        </svg>{' '}
        {t('anonymity.title')}
      </h2>
      {gate.Message && <p>{gate.Message}</p>}
      <p className="anonymity-count">
        <Trans
          i18nKey="anonymity.completedSoFar"
          values={{ count: gate.CompletedForms ?? 0 }}
          components={{ strong: <strong /> }}
        />
        {/* The message already says how many more are needed, or that the inquiry closed below the floor. */}
        {!gate.Message && needed > 0 && (
          <>
            {' '}
            <Trans
              i18nKey="anonymity.needed"
              count={needed}
              values={{ count: needed, min: gate.MinRespondents ?? 0 }}
              components={{ strong: <strong /> }}
            />
          </>
        )}
      </p>
      <p className="muted">{t('anonymity.notAffected')}</p>
    </section>
  );
}
