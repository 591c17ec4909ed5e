import { useTranslation } from '../../../lib/i18n/use-translation';
import './awaiting-approval.css';

/** Marks a custom question the operator has not approved yet: previewed where it will be asked, not asked yet. */
export function AwaitingApprovalBadge() {
  const { t } = useTranslation();
  return <span className="badge badge-awaiting-approval">{t('formPreview.awaitingApproval')}</span>;
}
