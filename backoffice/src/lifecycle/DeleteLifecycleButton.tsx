import { useRecordContext } from 'react-admin';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { tr } from '../i18n/i18nProvider';
import type { LifecycleDto } from './lifecycleMethods';

/** Deletes the survey in context after a dialog naming it and saying what stays (the periods' inquiries). */
export const DeleteLifecycleButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const record = useRecordContext<LifecycleDto & { id: number }>();
  if (!record) return null;
  const name = { name: record.Name };
  return (
    <DeleteRowButton
      successMessage={tr('portal.lifecycle.deleted', name)}
      label={tr('portal.lifecycle.deleteNamed', name)}
      question={tr('portal.lifecycle.deleteQuestion', name)}
      detail={tr('portal.lifecycle.deleteKeeps')}
      onDeleted={onDeleted}
    />
  );
};
