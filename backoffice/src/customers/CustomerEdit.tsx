import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, SelectInput, TextInput } from 'react-admin';
import { EditPage } from '../common/FormPages';
import { isRequired, isUrl, max200, TEXT_LIMIT } from '../common/forms';
import { useAppPath } from '../common/useAppPath';
import { BUSINESS_DURATIONS, LANGUAGES } from '@portal/contracts';
import { choices } from '../questions/questionRules';
import { customerPayload } from './customerPayload';
import { CUSTOMERS } from './paths';
import { tr } from '../i18n/i18nProvider';
import { languageName } from '../translations/languageNames';
import { SsoSettingsSection } from '../integrations/SsoSettingsSection';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' };

/**
 * Edit Profile: the organisation's own facts (name, industry, years, profit status, ownership, revenue,
 * FTE, locations, headquarters) are shown disabled; website, street address, state, city, the daily invitation
 * limit, the default language of invitation mails and Active stay editable.
 */
export const CustomerEdit = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <>
      <EditPage
        id={id}
        resource="customers"
        title={tr('portal.ui.editProfile')}
        back={path(CUSTOMERS)}
        successMessage={tr('portal.ui.customerAdminEdited')}
        transform={customerPayload}
      >
        <Box sx={grid}>
          <TextInput source="CustomerName" label="resources.customers.fields.CustomerName" disabled />
          <TextInput source="Industry" label="resources.customers.fields.Industry" disabled />
          <TextInput source="Website" validate={[isRequired, isUrl, max200]} slotProps={TEXT_LIMIT} />
          <TextInput
            source="Address"
            label="resources.customers.fields.Address"
            validate={max200}
            slotProps={TEXT_LIMIT}
          />
          <TextInput source="State" validate={max200} slotProps={TEXT_LIMIT} />
          <TextInput source="City" validate={[isRequired, max200]} slotProps={TEXT_LIMIT} />
          <TextInput source="Country" disabled />
          <TextInput source="YearsInBusiness" label="resources.customers.fields.YearsInBusiness" disabled />
          <SelectInput source="Duration" choices={choices(BUSINESS_DURATIONS)} disabled />
          <TextInput source="ProfitOrNon" label="resources.customers.fields.ProfitOrNon" disabled />
          <TextInput source="OwnershipStructure" label="resources.customers.fields.OwnershipStructure" disabled />
          <TextInput source="AnnualRevenue" label="resources.customers.fields.AnnualRevenue" disabled />
          <TextInput source="AverageFTE" label="resources.customers.fields.AverageFTE" disabled />
          <TextInput source="NumberOfLocations" label="resources.customers.fields.NumberOfLocations" disabled />
          <TextInput source="HeadquarterAddress" label="resources.customers.fields.HeadquarterAddress" disabled />
        </Box>
        <NumberInput
          source="InvitationsPerDay"
          label="resources.customers.fields.InvitationsPerDay"
          helperText={tr('portal.ui.invitationAndReminderMailsThisCustomerMay')}
          min={0}
          step={1}
          validate={[minValue(0), maxValue(1_000_000)]}
          sx={{ maxWidth: 360 }}
        />
        <SelectInput
          source="Language"
          label={tr('portal.ui.defaultInvitationLanguage')}
          helperText={tr('portal.ui.defaultInvitationLanguageHelp')}
          choices={LANGUAGES.map((language) => ({ id: language, name: languageName(language, tr) }))}
          // No language saved yet means English.
          format={(value) => value ?? 'en'}
          validate={isRequired}
          sx={{ maxWidth: 360 }}
        />
        <BooleanInput source="IsActive" label="resources.customers.fields.IsActive" />
      </EditPage>
      {/* The super admin sets up any organisation's single sign-on here (docs/features/single-sign-on.md). */}
      <SsoSettingsSection customerId={Number(id)} />
    </>
  );
};
