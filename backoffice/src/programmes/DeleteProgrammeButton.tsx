import { useRecordContext } from 'react-admin';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { tr } from '../i18n/i18nProvider';
import type { ProgrammeDto } from './programmeMethods';

/**
 * Deletes the programme in context after a dialog that names it and says what stays (the rounds' inquiries).
 * `onDeleted` leaves a page that no longer exists; a list refreshes instead.
 */
export const DeleteProgrammeButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const record = useRecordContext<ProgrammeDto & { id: number }>();
  if (!record) return null;
  const name = { name: record.Name };
  return (
    <DeleteRowButton
      successMessage={tr('portal.programmes.deleted', name)}
      label={tr('portal.programmes.deleteNamed', name)}
      question={tr('portal.programmes.deleteQuestion', name)}
      detail={tr('portal.programmes.deleteKeeps')}
      onDeleted={onDeleted}
    />
  );
};
