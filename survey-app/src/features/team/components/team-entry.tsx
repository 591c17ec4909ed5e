import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sessionEmail } from '../../../lib/session';
import { useMyInquiries } from '../api/get-my-inquiries';
import { teamPath } from './team-paths';
import './team.css';

/**
 * On the customer user's dashboard: for each inquiry of their forms, the way to its "My team" results. Whether people
 * report to them or something was shared with them is said on that page, so the dashboard does not read (and audit) a
 * team view for every inquiry it lists.
 */
export function TeamEntry() {
  const { t } = useTranslation();
  const inquiries = useMyInquiries(sessionEmail()).data ?? [];
  if (inquiries.length === 0) return null;
  return (
    <section className="card team-entry" aria-labelledby="team-entry-title">
      <h2 id="team-entry-title">{t('team.entry.title')}</h2>
      <p className="muted">{t('team.entry.lead')}</p>
      <ul>
        {inquiries.map((inquiry) => (
          <li key={inquiry.InquiryId}>
            <Link
              to={teamPath('CustomerUser', inquiry.InquiryId)}
              aria-label={t('team.entry.linkLabel', {
                name: inquiry.InquiryTypeName,
                description: inquiry.Description,
              })}
            >
              {inquiry.InquiryTypeName}
            </Link>
            {inquiry.Description && <span className="muted"> · {inquiry.Description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
