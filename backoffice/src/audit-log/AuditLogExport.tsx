import { useState } from 'react';
import { Button, ButtonGroup } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useCanAccess, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { saveFile } from '../common/saveFile';
import { tr } from '../i18n/i18nProvider';

/** Downloads what the list shows (its filters, every page) as CSV or .xlsx, through the API's export. */
export const AuditLogExport = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'audit-log', action: 'export' });
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.exportAuditLog(filterValues, format);
      saveFile(blob, fileName ?? `audit-log.${format}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : tr('portal.ui.theExportFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ButtonGroup size="small" variant="outlined" disabled={busy} aria-label={tr('portal.ui.export')}>
      <Button startIcon={<DownloadIcon />} onClick={() => void download('csv')}>
        {tr('portal.ui.csv')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => void download('xlsx')}>
        {tr('portal.ui.xlsx')}
      </Button>
    </ButtonGroup>
  );
};
