import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import { Alert } from '@mui/material';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { LifecycleEditor } from './LifecycleEditor';
import { valuesOf } from './lifecycleForm';
import type { LifecycleDto } from './lifecycleMethods';
import { lifecyclePaths } from './paths';

/** Changes a lifecycle survey: the whole survey again; people already invited are not invited again. */
export const LifecycleEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  const { data, isPending, error } = useGetOne<LifecycleDto & { id: number }>('lifecycle', { id: Number(id) });
  return (
    <>
      <PageHeader
        title={data ? tr('portal.lifecycle.editTitle', { name: data.Name }) : tr('portal.lifecycle.editTitleBare')}
        back={path(lifecyclePaths.view(id))}
      />
      {isPending && <Loading />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && <LifecycleEditor id={data.Id} initial={valuesOf(data)} />}
    </>
  );
};
