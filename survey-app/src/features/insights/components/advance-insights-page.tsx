import { Link } from 'react-router-dom';
import { areaArrayKey, RESULT_AREAS } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { useAdvanceInsights } from '../api/get-advance-insights';
import { QueryView } from './query-view';

export function AdvanceInsightsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const insights = useAdvanceInsights(inquiryId);
  const { t } = useTranslation();
  return (
    <>
      <Link to={overview} className="btn btn-ghost sub-back">
        <span aria-hidden="true">←</span> {t('insights.backToOverview')}
      </Link>
      <QueryView query={insights}>
        {(data) =>
          RESULT_AREAS.every((a) => !data[areaArrayKey(a)].length) ? (
            <p className="empty">{t('common.noData')}</p>
          ) : (
            <div className="area-columns">
              {RESULT_AREAS.map((area) => (
                <section key={area} className="card" aria-labelledby={`advance-${area}`}>
                  <h2 id={`advance-${area}`}>{t(`areas.${area}`)}</h2>
                  {data[areaArrayKey(area)].length ? (
                    <ul className="text-list">
                      {data[areaArrayKey(area)].map((item, i) => (
                        <li key={i}>{item.AdvanceInsights}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">{t('insights.noInsights')}</p>
                  )}
                </section>
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
