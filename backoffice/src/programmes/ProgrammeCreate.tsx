import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { ProgrammeEditor } from './ProgrammeEditor';
import { emptyProgramme } from './programmeForm';
import { PROGRAMMES } from './paths';

/** Sets up a recurring programme. */
export const ProgrammeCreate = () => {
  const path = useAppPath();
  return (
    <>
      <PageHeader title={tr('portal.programmes.createTitle')} back={path(PROGRAMMES)} />
      <ProgrammeEditor id={null} initial={emptyProgramme()} />
    </>
  );
};
