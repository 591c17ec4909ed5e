import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { FINDINGS } from './paths';

export const FindingShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="findings" id={id} title="View Findings" back={path(FINDINGS)}>
      <TextField source="InquiryTypeName" label="Inquiry Type" />
      <TextField source="Area" />
      <TextField source="FindingDetail" label="Findings Details" />
    </ShowPage>
  );
};
