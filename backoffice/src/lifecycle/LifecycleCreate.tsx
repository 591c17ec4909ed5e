import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { LifecycleEditor } from './LifecycleEditor';
import { emptyLifecycle } from './lifecycleForm';
import { LIFECYCLE } from './paths';

/** Sets up an onboarding or exit survey. */
export const LifecycleCreate = () => {
  const path = useAppPath();
  return (
    <>
      <PageHeader title={tr('portal.lifecycle.createTitle')} back={path(LIFECYCLE)} />
      <LifecycleEditor id={null} initial={emptyLifecycle()} />
    </>
  );
};
