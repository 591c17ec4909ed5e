import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParticipants } from '../api/get-participants';
import { PagedTablePage } from './paged-table-page';

/** Who answered the survey (the overview's participants page). */
export function ParticipantsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const participants = useParticipants(inquiryId, page);
  const { t } = useTranslation();
  return (
    <PagedTablePage
      overview={overview}
      title={t('insights.pages.participants')}
      showTitle={false}
      query={participants}
      rowKey={(p) => p.RespondentId}
      columns={[
        { label: t('insights.name'), cell: (p) => [p.FirstName, p.LastName].filter(Boolean).join(' ') || '-' },
        { label: t('common.email'), cell: (p) => p.Email },
      ]}
      page={page}
      onPage={setPage}
      pagesLabel={t('insights.participantsPages')}
    />
  );
}
