import { areaArrayKey, RESULT_AREAS } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { useFindings } from '../api/get-findings';
import { QueryView } from './query-view';
import { ActOnThisSlot } from '../../../components/feature-slots';

export function FindingsTab({ inquiryId }: { inquiryId: string }) {
  const findings = useFindings(inquiryId);
  const { t } = useTranslation();
  return (
    <QueryView query={findings}>
      {(data) =>
        RESULT_AREAS.every((a) => !data[areaArrayKey(a)].length) ? (
          <p className="empty">{t('common.noData')}</p>
        ) : (
          <div className="area-columns">
            {RESULT_AREAS.map((area) => (
              <section key={area} className="card" aria-labelledby={`findings-${area}`}>
                <h2 id={`findings-${area}`}>{t(`areas.${area}`)}</h2>
                {data[areaArrayKey(area)].length ? (
                  <ul className="text-list">
                    {data[areaArrayKey(area)].map((f, i) => (
                      <li key={i}>
                        {f.FindingsDesc}
                        <ActOnThisSlot target={{ origin: 'Finding', title: f.FindingsDesc, areas: [area] }} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">{t('insights.noFindings')}</p>
                )}
              </section>
            ))}
          </div>
        )
      }
    </QueryView>
  );
}
