import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sessionEmail } from '../../../lib/session';
import { useMyInquiries } from '../api/get-my-inquiries';
import { useSharedWithMe, type SharedWithMeDto } from '../api/get-shared-with-me';
import { teamPath } from './team-paths';
import './team.css';

/** The share's view: a Team share opens that manager's subtree (the page picks it by ?manager=). */
const sharedPath = (share: SharedWithMeDto) =>
  `${teamPath('CustomerUser', share.InquiryId)}${
    share.Scope === 'Team' && share.ManagerEmail ? `?manager=${encodeURIComponent(share.ManagerEmail)}` : ''
  }`;

/**
 * On the customer user's dashboard: for each inquiry of their forms, the way to its "My team" results, and each
 * result a customer admin shared with them (an inquiry they did not answer included). Whether people report to them
 * is said on the team page, so the dashboard does not read (and audit) a team view for every inquiry it lists.
 */
export function TeamEntry() {
  const { t } = useTranslation();
  const inquiries = useMyInquiries(sessionEmail()).data ?? [];
  const shares = useSharedWithMe().data ?? [];
  if (inquiries.length === 0 && shares.length === 0) return null;
  return (
    <section className="card team-entry" aria-labelledby="team-entry-title">
      <h2 id="team-entry-title">{t('team.entry.title')}</h2>
      <p className="muted">{t('team.entry.lead')}</p>
      <ul>
        {inquiries.map((inquiry) => (
          <li key={`own-${inquiry.InquiryId}`}>
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
        {shares.map((share) => {
          const what =
            share.Scope === 'Team'
              ? t('team.entry.sharedTeam', { manager: share.ManagerName ?? share.ManagerEmail ?? '' })
              : t('team.entry.sharedOrganisation');
          return (
            <li key={`share-${share.Id}`}>
              <Link
                to={sharedPath(share)}
                aria-label={t('team.entry.sharedLinkLabel', {
                  name: share.InquiryTypeName,
                  description: share.Description,
                  what,
                })}
              >
                {share.InquiryTypeName}
              </Link>
              {share.Description && <span className="muted"> · {share.Description}</span>}
              <span className="team-entry-shared">
                {what}
                {share.SharedBy && ` · ${t('team.entry.sharedBy', { name: share.SharedBy })}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
