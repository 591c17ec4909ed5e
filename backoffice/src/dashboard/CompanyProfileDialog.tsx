import { useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
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
  profileToSend,
  revenueReading,
  validateProfile,
  type ProfileErrors,
} from './profileRules';
import { LANGUAGES } from '@portal/contracts';
import { currentLanguage, tr } from '../i18n/i18nProvider';
import { languageName } from '../translations/languageNames';
import { valueKey } from '../common/valueKey';

type Field = keyof CompanyProfile;

/**
 * The first-login company profile (customer-and-respondent.md §4, §5): blocking — no close button,
 * Escape and the backdrop do nothing; the only ways out are a successful save or Log Out.
 */
export const CompanyProfileDialog = ({ open, onDone }: { open: boolean; onDone: () => void }) => {
  // The organisation's default language of invitation mails starts as the interface language.
  const [values, setValues] = useState<CompanyProfile>(() => ({ ...EMPTY_PROFILE, Language: currentLanguage() }));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
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

  // Messages appear for a field once it is left, and for all after the first save attempt; then they follow the typing.
  const [visited, setVisited] = useState<ReadonlySet<Field>>(new Set());
  const shown = (found: ProfileErrors, seen: ReadonlySet<Field>) =>
    submitted
      ? found
      : (Object.fromEntries(Object.entries(found).filter(([k]) => seen.has(k as Field))) as ProfileErrors);

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setErrors(shown(validateProfile(next), visited));
  };
  const leave = (field: Field) => () => {
    const seen = new Set(visited).add(field);
    setVisited(seen);
    setErrors(shown(validateProfile(values), seen));
  };

  const save = () => {
    setSubmitted(true);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    complete.mutate(profileToSend(values));
  };

  const field = (
    name: Field,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
    note: string | null = null,
  ) => (
    <TextField
      label={tr(label)}
      name={name}
      value={values[name]}
      onChange={set(name)}
      onBlur={leave(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] || note || ' '}
      required
      fullWidth
      size="small"
      {...extra}
      slotProps={{
        htmlInput: {
          maxLength:
            extra.inputMode === 'numeric' || extra.inputMode === 'decimal' ? PROFILE_NUMBER_MAX : PROFILE_TEXT_MAX,
        },
      }}
    />
  );

  return (
    <Dialog open={open} onClose={() => undefined} maxWidth="sm" fullWidth aria-labelledby="company-profile-title">
      <DialogTitle id="company-profile-title">{tr('portal.ui.companyProfileSetup')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tr('portal.ui.tellUsAboutYourOrganisationBeforeYou')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, gridColumn: '1 / -1' }}>
            {field('YearsInBusiness', 'portal.messages.yearsInBusiness', {
              inputMode: 'numeric',
              sx: { flex: '1 1 170px' },
            })}
            <TextField
              select
              label={tr('portal.ui.duration')}
              name="duration"
              value={values.duration}
              onChange={set('duration')}
              error={Boolean(errors.duration)}
              helperText={errors.duration || ' '}
              size="small"
              sx={{ flex: '0 0 130px' }}
            >
              {DURATIONS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {tr(valueKey(unit))}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            select
            label={tr('portal.ui.profitOrNonProfit')}
            name="ProfitOrNOn"
            value={values.ProfitOrNOn}
            onChange={set('ProfitOrNOn')}
            error={Boolean(errors.ProfitOrNOn)}
            helperText={errors.ProfitOrNOn || ' '}
            required
            fullWidth
            size="small"
          >
            {PROFIT_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {tr(valueKey(choice))}
              </MenuItem>
            ))}
          </TextField>
          {field('OwnerShipStructure', 'portal.messages.ownershipStructure')}
          {/* Typed as people write amounts (2.5m, 300k, 2,500,000); the amount it stands for is shown, never guessed. */}
          {field(
            'AnnualRevenue',
            'portal.messages.annualRevenue',
            { inputMode: 'text' },
            revenueReading(values.AnnualRevenue),
          )}
          {field('AverageFTE', 'portal.messages.averageFte', { inputMode: 'decimal' })}
          {field('NumberOfLocations', 'portal.messages.numberOfLocations', { inputMode: 'numeric' })}
          <Box sx={{ gridColumn: '1 / -1' }}>
            {field('HeadquarterAddress', 'portal.messages.headquarterAddress', { multiline: true, minRows: 2 })}
          </Box>
          <TextField
            select
            label={tr('portal.ui.defaultInvitationLanguage')}
            name="Language"
            value={values.Language ?? 'en'}
            onChange={set('Language')}
            helperText={tr('portal.ui.defaultInvitationLanguageHelp')}
            fullWidth
            size="small"
            sx={{ gridColumn: '1 / -1' }}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {languageName(language, tr)}
              </MenuItem>
            ))}
          </TextField>
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Link component="button" type="button" onClick={() => logoutTo()} underline="hover">
          {tr('portal.ui.logOut')}
        </Link>
        <Button variant="contained" onClick={() => void save()} disabled={complete.isPending}>
          {tr('portal.ui.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
