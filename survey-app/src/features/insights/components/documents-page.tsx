import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInquiryDocuments } from '../api/get-inquiry-documents';
import { PagedTablePage } from './paged-table-page';

/** The help documents of the inquiry, titled Tools. */
export function DocumentsPage({ inquiryId, overview }: { inquiryId: string; overview: string }) {
  const [page, setPage] = useState(1);
  const documents = useInquiryDocuments(inquiryId, page);
  const { t } = useTranslation();
  return (
    <PagedTablePage
      overview={overview}
      title={t('insights.pages.documents')}
      query={documents}
      rowKey={(d) => d.Id}
      columns={[
        { label: t('insights.documentName'), cell: (d) => d.DocumentName },
        {
          label: t('insights.actions'),
          cell: (d) => (
            <a
              className="btn btn-ghost btn-sm"
              href={d.path}
              target="_blank"
              rel="noreferrer"
              aria-label={t('insights.downloadLabel', { name: d.DocumentName })}
            >
              {t('insights.download')}
            </a>
          ),
        },
      ]}
      page={page}
      onPage={setPage}
      pagesLabel={t('insights.toolsPages')}
    />
  );
}
