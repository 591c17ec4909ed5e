import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ContentKind } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { COVERAGE } from './paths';
import { TranslationsPanel } from './TranslationsPanel';

/** One item's translations on their own, reached from the coverage list. */
export const TranslationItemPage = () => {
  const { kind = '', id = '' } = useParams();
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <>
      <PageHeader
        title={translate('portal.translations.itemTitle', { _: 'Translate content' })}
        back={path(COVERAGE)}
      />
      <TranslationsPanel kind={kind as ContentKind} id={id} />
    </>
  );
};
