import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { pathwaysPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const PathwayShow = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="pathways" id={id} title={tr('portal.ui.viewPathway')} back={path(pathwaysPath(inquiryTypeId))}>
      <TextField source="InquiryTypeName" label="resources.pathways.fields.InquiryTypeName" />
      <TextField source="Name" label="resources.pathways.fields.Name" />
    </ShowPage>
  );
};
