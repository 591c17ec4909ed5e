import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Form, SelectInput, TextInput, useDataProvider, type Validator } from 'react-admin';
import { LANGUAGES } from '@portal/contracts';
import { errorText, useToast } from '../common/useToast';
import { logoutTo } from '../providers/authProvider';
import type { CompanyProfile } from '../providers/customMethods';
import type { PortalDataProvider } from '../providers/dataProvider';
import { endFirstLogin } from '../providers/session';
import {
  DURATIONS,
  EMPTY_PROFILE,
  PROFILE_NUMBER_MAX,
  PROFILE_TEXT_MAX,
  PROFIT_CHOICES,
  profileFieldProblem,
  profileToSend,
  revenueReading,
} from './profileRules';
import { currentLanguage, tr } from '../i18n/i18nProvider';
import { languageName } from '../translations/languageNames';
import { valueKey } from '../common/valueKey';

type Field = keyof CompanyProfile;

const FORM_ID = 'company-profile';
/** The inputs keep the look of the small outlined MUI fields of the dialog. */
const FIELD = { variant: 'outlined', margin: 'none', size: 'small', fullWidth: true } as const;

/** The field's rule as a react-admin validator: it answers a message key, which react-admin translates. */
const ruleOf = (field: Field): Validator =>
  // Marked required so that react-admin adds the asterisk and offers no empty choice in a select.
  Object.assign((value: unknown) => profileFieldProblem(field, value), { isRequired: true });

const RULES = Object.fromEntries(Object.keys(EMPTY_PROFILE).map((field) => [field, ruleOf(field as Field)])) as Record<
  Field,
  Validator
>;

const durationChoices = DURATIONS.map((unit) => ({ id: unit, name: valueKey(unit) }));
const profitChoices = PROFIT_CHOICES.map((choice) => ({ id: choice, name: valueKey(choice) }));

const textInput = (source: Field, label: string, numeric?: 'numeric' | 'decimal') => (
  <TextInput
    source={source}
    label={label}
    validate={RULES[source]}
    {...FIELD}
    slotProps={{
      htmlInput: numeric ? { inputMode: numeric, maxLength: PROFILE_NUMBER_MAX } : { maxLength: PROFILE_TEXT_MAX },
    }}
  />
);

/** Typed as people write amounts (2.5m, 300k, 2,500,000); the amount it stands for is shown, never guessed. */
const AnnualRevenueInput = () => {
  const typed = useWatch<FieldValues>({ name: 'AnnualRevenue' });
  return (
    <TextInput
      source="AnnualRevenue"
      label="portal.messages.annualRevenue"
      validate={RULES.AnnualRevenue}
      helperText={revenueReading(String(typed ?? '')) ?? undefined}
      {...FIELD}
      slotProps={{ htmlInput: { inputMode: 'text', maxLength: PROFILE_NUMBER_MAX } }}
    />
  );
};

/**
 * The first-login company profile (customer-and-respondent.md §4, §5): blocking — no close button,
 * Escape and the backdrop do nothing; the only ways out are a successful save or Log Out. A field's message appears
 * once it is left, and every message after the first save attempt; then they follow the typing.
 */
export const CompanyProfileDialog = ({ open, onDone }: { open: boolean; onDone: () => void }) => {
  const toast = useToast();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const complete = useMutation({
    mutationFn: (profile: CompanyProfile) => dataProvider.completeCompanyProfile(profile),
    onSuccess: () => {
      endFirstLogin();
      toast.success(tr('portal.messages.profileDone'));
      onDone();
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <Dialog open={open} onClose={() => undefined} maxWidth="sm" fullWidth aria-labelledby="company-profile-title">
      <DialogTitle id="company-profile-title">{tr('portal.ui.companyProfileSetup')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tr('portal.ui.tellUsAboutYourOrganisationBeforeYou')}
        </Typography>
        <Form
          id={FORM_ID}
          // The organisation's default language of invitation mails starts as the interface language.
          record={{ ...EMPTY_PROFILE, Language: currentLanguage() }}
          onSubmit={(values: FieldValues) => complete.mutate(profileToSend(values as CompanyProfile))}
          mode="onTouched"
          disableInvalidFormNotification
          noValidate
        >
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, gridColumn: '1 / -1' }}>
              <Box sx={{ flex: '1 1 170px' }}>
                {textInput('YearsInBusiness', 'portal.messages.yearsInBusiness', 'numeric')}
              </Box>
              <SelectInput
                source="duration"
                label="portal.ui.duration"
                choices={durationChoices}
                validate={RULES.duration}
                {...FIELD}
                fullWidth={false}
                sx={{ flex: '0 0 130px' }}
              />
            </Box>
            <SelectInput
              source="ProfitOrNOn"
              label="portal.ui.profitOrNonProfit"
              choices={profitChoices}
              validate={RULES.ProfitOrNOn}
              {...FIELD}
            />
            {textInput('OwnerShipStructure', 'portal.messages.ownershipStructure')}
            <AnnualRevenueInput />
            {textInput('AverageFTE', 'portal.messages.averageFte', 'decimal')}
            {textInput('NumberOfLocations', 'portal.messages.numberOfLocations', 'numeric')}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TextInput
                source="HeadquarterAddress"
                label="portal.messages.headquarterAddress"
                validate={RULES.HeadquarterAddress}
                multiline
                minRows={2}
                {...FIELD}
                slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX } }}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SelectInput
                source="Language"
                label="portal.ui.defaultInvitationLanguage"
                helperText="portal.ui.defaultInvitationLanguageHelp"
                choices={LANGUAGES.map((language) => ({ id: language, name: languageName(language, tr) }))}
                translateChoice={false}
                // Always one of the languages: no empty choice.
                validate={Object.assign(() => undefined, { isRequired: true })}
                {...FIELD}
              />
            </Box>
          </Box>
        </Form>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Link component="button" type="button" onClick={() => logoutTo()} underline="hover">
          {tr('portal.ui.logOut')}
        </Link>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={complete.isPending}>
          {tr('portal.ui.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
