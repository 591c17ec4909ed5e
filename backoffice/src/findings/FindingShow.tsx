import { useParams } from 'react-router-dom';
import { TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { FINDINGS } from './paths';
import { tr } from '../i18n/i18nProvider';
import { ValueField } from '../common/ValueField';

export const FindingShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="findings" id={id} title={tr('portal.ui.viewFindings')} back={path(FINDINGS)}>
      <TextField source="InquiryTypeName" label="resources.findings.fields.InquiryTypeName" />
      <ValueField source="Area" />
      <TextField source="FindingDetail" label="resources.findings.fields.FindingDetail" />
    </ShowPage>
  );
};
