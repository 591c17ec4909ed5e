import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { decodeInvitation, LOGIN_PATH, SIGNUP_TEXTS, type CustomerLookupDto } from '@portal/contracts';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getCustomerByNameQueryOptions } from '../api/get-customer-by-name';
import { signup } from '../api/signup';
import { EMPTY_DRAFT, SIGNUP_RULES, type SignupDraft } from './signup-form';
import { WithEmail } from './with-email';

const STEPS = ['Organizational Details', 'Personal Information', 'Complete'] as const;

/** A new organisation's sign-up mails the address (a confirmation link, or word that it already has an account). */
type Outcome = { ok: true; mailedTo: string | null } | { ok: false; title: string; lines: string[] };

export default function SignupPage() {
  const navigate = useNavigate();
  const params = useParams();
  const queryClient = useQueryClient();
  // Staff sign-up from the invitation link: organisation and email come from the link and are locked.
  const invited = Boolean(params.encryptedOrgName && params.encryptedEmail);
  const invitedOrg = invited ? decodeInvitation(params.encryptedOrgName!) : '';
  // The secret of the invitation mail (?key=): the server admits the staff sign-up only with it.
  const [search] = useSearchParams();
  const invitationKey = invited ? (search.get('key') ?? '') : '';
  const { control, handleSubmit, setValue, formState } = useForm<SignupDraft>({
    defaultValues: invited ? { ...EMPTY_DRAFT, orgName: invitedOrg, email: decodeInvitation(params.encryptedEmail!) } : EMPTY_DRAFT,
  });
  const lookup = useQuery({ ...getCustomerByNameQueryOptions(invitedOrg), enabled: invited });
  const [customer, setCustomer] = useState<CustomerLookupDto | null>(null);
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = formState.isSubmitting;

  // The invitation's organisation, once found, fills and locks its details.
  useEffect(() => {
    const found = lookup.data;
    if (!found) return;
    setCustomer(found);
    const details: [keyof SignupDraft, string][] = [
      ['industryType', found.Industry],
      ['website', found.Website],
      ['streetAddress', found.Address],
      ['countryName', found.Country],
      ['stateName', found.State],
      ['cityName', found.City],
    ];
    for (const [key, value] of details) setValue(key, value);
  }, [lookup.data, setValue]);

  const orgLocked = invited && customer !== null;

  const next = handleSubmit(async (draft) => {
    if (!invited) {
      try {
        setCustomer(await queryClient.fetchQuery(getCustomerByNameQueryOptions(draft.orgName.trim())));
      } catch {
        return;
      }
    }
    setStep(1);
  });

  const submit = handleSubmit(async (draft) => {
    try {
      await signup({
        CustomerName: draft.orgName.trim(),
        Industry: draft.industryType.trim(),
        Address: draft.streetAddress.trim(),
        Country: draft.countryName.trim(),
        State: draft.stateName.trim(),
        City: draft.cityName.trim(),
        Website: draft.website.trim(),
        isAdmin: customer === null,
        FirstName: draft.firstName.trim(),
        LastName: draft.lastName.trim(),
        Email: draft.email.trim(),
        Password: draft.password,
        ConfirmPassword: draft.confPassword,
        Designation: draft.designation.trim(),
        ...(customer ? { CustomerId: customer.CustomerId } : {}),
        ...(customer && invitationKey ? { InvitationKey: invitationKey } : {}),
      });
      toast.success('Signed Up in Successfully');
      setOutcome({ ok: true, mailedTo: customer ? null : draft.email.trim() });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setOutcome({ ok: false, title: e?.title ?? 'Sign up failed', lines: e?.errorMessage ?? [] });
    }
    setStep(2);
  });

  const field = (key: keyof SignupDraft, label: string, opts: { required?: boolean; type?: string; disabled?: boolean; auto?: string } = {}) => (
    <FormTextField
      control={control}
      name={key}
      validate={SIGNUP_RULES[key]}
      label={label}
      type={opts.type ?? 'text'}
      required={opts.required}
      disabled={opts.disabled}
      autoComplete={opts.auto}
    />
  );

  return (
    <section className="card auth-card wide" aria-labelledby="signup-title">
      <h1 id="signup-title">Sign up</h1>
      <ol className="stepper" aria-label="Sign-up steps">
        {STEPS.map((label, i) => (
          <li key={label} className={i === step ? 'current' : i < step ? 'done' : ''} aria-current={i === step ? 'step' : undefined}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <form onSubmit={(event) => void next(event)} noValidate aria-label={STEPS[0]}>
          <h2>{STEPS[0]}</h2>
          <div className="grid-2">
            {field('orgName', 'Organization Name', { required: true, disabled: invited, auto: 'organization' })}
            {field('industryType', 'Industry Type', { required: true, disabled: orgLocked })}
            {field('website', 'Website', { required: true, disabled: orgLocked, auto: 'url' })}
            {field('streetAddress', 'Street Address', { disabled: orgLocked, auto: 'street-address' })}
            {field('countryName', 'Country', { required: true, disabled: orgLocked, auto: 'country-name' })}
            {field('stateName', 'State', { required: true, disabled: orgLocked, auto: 'address-level1' })}
            {field('cityName', 'City', { required: true, disabled: orgLocked, auto: 'address-level2' })}
          </div>
          <div className="button-row end">
            <Link to={LOGIN_PATH} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Next
            </button>
          </div>
        </form>
      )}

      {step === 1 && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={STEPS[1]}>
          <h2>{STEPS[1]}</h2>
          {customer && !invited && (
            <p className="notice" role="note">
              {customer.CustomerName} is already registered: you will join it as a staff member. This needs an invitation
              from its administrator.
            </p>
          )}
          <div className="grid-2">
            {field('firstName', 'First Name', { required: true, auto: 'given-name' })}
            {field('lastName', 'Last Name', { required: true, auto: 'family-name' })}
            {field('email', 'Email Address', { required: true, type: 'email', disabled: invited, auto: 'email' })}
            {field('designation', 'Job Title', { auto: 'organization-title' })}
            {field('password', 'Password', { required: true, type: 'password', auto: 'new-password' })}
            {field('confPassword', 'Confirm Password', { required: true, type: 'password', auto: 'new-password' })}
          </div>
          <div className="button-row end">
            <Link to={LOGIN_PATH} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => setStep(0)}>
              Previous
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Signing up…' : 'Sign Up'}
            </button>
          </div>
        </form>
      )}

      {step === 2 && outcome && (
        <div aria-live="polite">
          <h2>{STEPS[2]}</h2>
          {outcome.ok ? (
            outcome.mailedTo ? (
              <p>
                <WithEmail text={SIGNUP_TEXTS.mailed} email={outcome.mailedTo} />
              </p>
            ) : (
              <p>Thank you for signing up. You can now log in with your email address and password.</p>
            )
          ) : (
            <div className="error-box" role="alert">
              <strong>{outcome.title}</strong>
              {outcome.lines.length > 0 && (
                <ul>
                  {outcome.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="button-row end">
            {!outcome.ok && (
              <button type="button" className="btn btn-ghost" onClick={() => setStep(1)}>
                Edit details
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => navigate(LOGIN_PATH)}>
              Login
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
