import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { pathwaysPath } from './paths';

export const PathwayShow = () => {
  const { inquiryTypeId = '', id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="pathways" id={id} title="View Pathway" back={path(pathwaysPath(inquiryTypeId))}>
      <TextField source="InquiryTypeName" label="Inquiry Type" />
      <TextField source="Name" label="Pathway Name" />
    </ShowPage>
  );
};
