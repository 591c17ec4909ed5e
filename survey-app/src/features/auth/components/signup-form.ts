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

type Rule = (value: string, draft: SignupDraft) => string | undefined;

/**
 * The rules of §5. Step 1: organisation, industry, country, state, city required, a valid website, street
 * address optional. Step 2: names, a valid email, a strong password and its matching confirmation, job title
 * optional. Each step checks only the fields it shows.
 */
export const SIGNUP_RULES: Partial<Record<keyof SignupDraft, Rule>> = {
  orgName: requiredError,
  industryType: requiredError,
  website: (v) => urlError(v, true),
  countryName: requiredError,
  stateName: requiredError,
  cityName: requiredError,
  firstName: requiredError,
  lastName: requiredError,
  email: emailError,
  password: passwordError,
  confPassword: (v, d) => confirmError(d.password, v),
};
