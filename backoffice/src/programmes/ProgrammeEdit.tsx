import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import { Alert } from '@mui/material';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { ProgrammeEditor } from './ProgrammeEditor';
import { valuesOf } from './programmeForm';
import type { ProgrammeDto } from './programmeMethods';
import { programmePaths } from './paths';

/** Changes a programme: the whole programme again; a running one goes on with the new schedule from now. */
export const ProgrammeEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  const { data, isPending, error } = useGetOne<ProgrammeDto & { id: number }>('programmes', { id: Number(id) });
  return (
    <>
      <PageHeader
        title={data ? tr('portal.programmes.editTitle', { name: data.Name }) : tr('portal.programmes.editTitleBare')}
        back={path(programmePaths.view(id))}
      />
      {isPending && <Loading />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && <ProgrammeEditor id={data.Id} initial={valuesOf(data)} typeLocked={data.RoundCount > 0} />}
    </>
  );
};
