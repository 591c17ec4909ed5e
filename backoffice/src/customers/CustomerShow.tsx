import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { CUSTOMERS } from './paths';
import { tr } from '../i18n/i18nProvider';

const FIELDS = [
  'CustomerName',
  'Industry',
  'Website',
  'Address',
  'State',
  'City',
  'Country',
  'YearsInBusiness',
  'Duration',
  'ProfitOrNon',
  'OwnershipStructure',
  'AnnualRevenue',
  'AverageFTE',
  'NumberOfLocations',
  'HeadquarterAddress',
];

export const CustomerShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="customers" id={id} title={tr('portal.ui.viewProfile')} back={path(CUSTOMERS)}>
      {FIELDS.map((source) => (
        <TextField key={source} source={source} label={`resources.customers.fields.${source}`} emptyText="-" />
      ))}
      <BooleanField source="IsActive" label="resources.customers.fields.IsActive" />
    </ShowPage>
  );
};
