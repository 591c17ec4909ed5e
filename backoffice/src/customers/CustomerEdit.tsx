import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, SelectInput, TextInput } from 'react-admin';
import { EditPage } from '../common/FormPages';
import { isRequired, isUrl, max200, TEXT_LIMIT } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { BUSINESS_DURATIONS } from '@portal/contracts';
import { choices } from '../questions/questionRules';
import { customerPayload } from './customerPayload';
import { CUSTOMERS } from './paths';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' };

/**
 * Edit Profile: the organisation's own facts (name, industry, years, profit status, ownership, revenue,
 * FTE, locations, headquarters) are shown disabled; website, street address, state, city, the daily invitation
 * limit and Active stay editable.
 */
export const CustomerEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <EditPage
      id={id}
      resource="customers"
      title="Edit Profile"
      back={path(CUSTOMERS)}
      successMessage="Customer Admin Edited"
      transform={customerPayload}
    >
      <Box sx={grid}>
        <TextInput source="CustomerName" label="Organization Name" disabled />
        <TextInput source="Industry" label="Industry Type" disabled />
        <TextInput source="Website" validate={[isRequired, isUrl, max200]} slotProps={TEXT_LIMIT} />
        <TextInput source="Address" label="Street Address" validate={max200} slotProps={TEXT_LIMIT} />
        <TextInput source="State" validate={max200} slotProps={TEXT_LIMIT} />
        <TextInput source="City" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} />
        <TextInput source="Country" disabled />
        <TextInput source="YearsInBusiness" label="Years In Business" disabled />
        <SelectInput source="Duration" choices={choices(BUSINESS_DURATIONS)} disabled />
        <TextInput source="ProfitOrNon" label="Profit Or Non-Profit" disabled />
        <TextInput source="OwnershipStructure" label="Ownership Structure" disabled />
        <TextInput source="AnnualRevenue" label="Annual Revenue" disabled />
        <TextInput source="AverageFTE" label="Average FTE" disabled />
        <TextInput source="NumberOfLocations" label="Number Of Locations" disabled />
        <TextInput source="HeadquarterAddress" label="Headquarter Address" disabled />
      </Box>
      <NumberInput
        source="InvitationsPerDay"
        label="Invitations Per Day"
        helperText="Invitation and reminder mails this customer may send per day (UTC). Empty: the platform default."
        min={0}
        step={1}
        validate={[minValue(0), maxValue(1_000_000)]}
        sx={{ maxWidth: 360 }}
      />
      <BooleanInput source="IsActive" label="Active" />
    </EditPage>
  );
};
