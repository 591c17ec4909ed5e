import { useParams } from 'react-router-dom';
import { BooleanField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { CUSTOMERS } from './paths';
import { tr, tx } from '../i18n/i18nProvider';

const FIELDS: [string, string][] = [
  ['CustomerName', 'Organization Name'],
  ['Industry', 'Industry Type'],
  ['Website', 'Website'],
  ['Address', 'Street Address'],
  ['State', 'State'],
  ['City', 'City'],
  ['Country', 'Country'],
  ['YearsInBusiness', 'Years In Business'],
  ['Duration', 'Duration'],
  ['ProfitOrNon', 'Profit Or Non-Profit'],
  ['OwnershipStructure', 'Ownership Structure'],
  ['AnnualRevenue', 'Annual Revenue'],
  ['AverageFTE', 'Average FTE'],
  ['NumberOfLocations', 'Number Of Locations'],
  ['HeadquarterAddress', 'Headquarter Address'],
];

export const CustomerShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="customers" id={id} title={tr('portal.ui.viewProfile')} back={path(CUSTOMERS)}>
      {FIELDS.map(([source, label]) => (
        <TextField key={source} source={source} label={tx(label)} emptyText="-" />
      ))}
      <BooleanField source="IsActive" label="resources.customers.fields.IsActive" />
    </ShowPage>
  );
};
