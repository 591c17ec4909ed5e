import { confirmError, emailError, passwordError, requiredError, urlError } from '../../../lib/validation';

export interface SignupDraft {
  orgName: string;
  industryType: string;
  website: string;
  streetAddress: string;
  stateName: string;
  countryName: string;
  cityName: string;
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  password: string;
  confPassword: string;
}

export type SignupErrors = Partial<Record<keyof SignupDraft, string>>;

export const EMPTY_DRAFT: SignupDraft = {
  orgName: '',
  industryType: '',
  website: '',
  streetAddress: '',
  stateName: '',
  countryName: '',
  cityName: '',
  firstName: '',
  lastName: '',
  email: '',
  designation: '',
  password: '',
  confPassword: '',
};

/** Step 1 (§5): organisation, industry, country, state, city required; valid website; street address optional. */
export function validateOrganisation(d: SignupDraft): SignupErrors {
  return prune({
    orgName: requiredError(d.orgName),
    industryType: requiredError(d.industryType),
    website: urlError(d.website, true),
    countryName: requiredError(d.countryName),
    stateName: requiredError(d.stateName),
    cityName: requiredError(d.cityName),
  });
}

/** Step 2 (§5): names, valid email, strong password and its matching confirmation; job title optional. */
export function validatePersonal(d: SignupDraft): SignupErrors {
  return prune({
    firstName: requiredError(d.firstName),
    lastName: requiredError(d.lastName),
    email: emailError(d.email),
    password: passwordError(d.password),
    confPassword: confirmError(d.password, d.confPassword),
  });
}

function prune(errors: SignupErrors): SignupErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as SignupErrors;
}
