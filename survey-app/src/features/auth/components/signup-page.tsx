import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Trans } from '../../../lib/i18n/trans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  decodeInvitation,
  LOGIN_PATH,
  roleHome,
  staffFormPaths,
  type CustomerLookupDto,
  type SignupResultDto,
} from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { saveSession } from '../../../lib/session';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { apiText, t as translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { getCustomerByNameQueryOptions } from '../api/get-customer-by-name';
import { signup } from '../api/signup';
import { EMPTY_DRAFT, SIGNUP_RULES, type SignupDraft } from './signup-form';

// Catalogue keys of the wizard's steps.
const STEPS = ['signup.steps.organization', 'signup.steps.personal', 'signup.steps.complete'] as const;

/** A new organisation's sign-up mails the address (a confirmation link, or word that it already has an account). */
type Outcome = { ok: true; mailedTo: string | null } | { ok: false; title: string; lines: string[] };

export default function SignupPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const params = useParams();
  const queryClient = useQueryClient();
  // Staff sign-up from the invitation link: organisation and email come from the link and are locked.
  const invited = Boolean(params.encryptedOrgName && params.encryptedEmail);
  const invitedOrg = invited ? decodeInvitation(params.encryptedOrgName!) : '';
  // The secret of the invitation mail (?key=): the server admits the staff sign-up only with it.
  const [search] = useSearchParams();
  const invitationKey = invited ? (search.get('key') ?? '') : '';
  const { control, handleSubmit, setValue, formState } = useForm<SignupDraft>({
    defaultValues: invited
      ? { ...EMPTY_DRAFT, orgName: invitedOrg, email: decodeInvitation(params.encryptedEmail!) }
      : EMPTY_DRAFT,
  });
  const lookup = useQuery({ ...getCustomerByNameQueryOptions(invitedOrg), enabled: invited });
  // The organisation already registered under the name: the invitation's, or the one Next looked up.
  const [lookedUp, setLookedUp] = useState<CustomerLookupDto | null>(null);
  const customer = invited ? (lookup.data ?? null) : lookedUp;
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = formState.isSubmitting;

  // The invitation's organisation, once found, fills and locks its details.
  useEffect(() => {
    const found = lookup.data;
    if (!found) return;
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
  // Until the invitation's organisation has filled its details, Next would only report them missing.
  const orgLoading = invited && lookup.isPending;

  const next = handleSubmit(async (draft) => {
    if (!invited) {
      try {
        setLookedUp(await queryClient.fetchQuery(getCustomerByNameQueryOptions(draft.orgName.trim())));
      } catch {
        return;
      }
    }
    setStep(1);
  });

  const submit = handleSubmit(async (draft) => {
    try {
      const result = await signup({
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
      toast.success(translate('signup.success'));
      // The invitation's secret proved the mailbox: the person is signed in and goes straight to the form.
      if (result.Token) return openInvitedForm(result);
      setOutcome({ ok: true, mailedTo: customer ? null : draft.email.trim() });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setOutcome({
        ok: false,
        title: e ? apiText(e.title) : translate('signup.failed'),
        lines: (e?.errorMessage ?? []).map(apiText),
      });
    }
    setStep(2);
  });

  const openInvitedForm = (result: SignupResultDto) => {
    saveSession(result.Token!, false);
    const form =
      result.InquiryId && result.InquiryTypeId
        ? `${staffFormPaths('CustomerUser', { InquiryTypeId: result.InquiryTypeId, InquiryId: result.InquiryId, CustomerUserId: result.Id }).edit}?start`
        : roleHome('CustomerUser');
    goTo(navigate, form, true);
  };

  const field = (
    key: keyof SignupDraft,
    label: string,
    opts: { required?: boolean; type?: string; disabled?: boolean; auto?: string } = {},
  ) => (
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
      <h1 id="signup-title">{t('signup.title')}</h1>
      <ol className="stepper" aria-label={t('signup.stepsLabel')}>
        {STEPS.map((label, i) => (
          <li
            key={label}
            className={i === step ? 'current' : i < step ? 'done' : ''}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            {t(label)}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <form onSubmit={(event) => void next(event)} noValidate aria-label={t(STEPS[0])}>
          <h2>{t(STEPS[0])}</h2>
          <div className="grid-2">
            {field('orgName', t('common.organizationName'), {
              required: true,
              disabled: invited,
              auto: 'organization',
            })}
            {field('industryType', t('signup.industryType'), { required: true, disabled: orgLocked })}
            {field('website', t('signup.website'), { required: true, disabled: orgLocked, auto: 'url' })}
            {field('streetAddress', t('signup.streetAddress'), { disabled: orgLocked, auto: 'street-address' })}
            {field('countryName', t('signup.country'), { required: true, disabled: orgLocked, auto: 'country-name' })}
            {field('stateName', t('signup.state'), { required: true, disabled: orgLocked, auto: 'address-level1' })}
            {field('cityName', t('signup.city'), { required: true, disabled: orgLocked, auto: 'address-level2' })}
          </div>
          <div className="button-row end">
            <Link to={LOGIN_PATH} className="btn btn-ghost">
              {t('common.cancel')}
            </Link>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || orgLoading}
              aria-busy={orgLoading || undefined}
            >
              {t('common.next')}
            </button>
          </div>
        </form>
      )}

      {step === 1 && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(STEPS[1])}>
          <h2>{t(STEPS[1])}</h2>
          {customer && !invited && (
            <p className="notice" role="note">
              {t('signup.alreadyRegistered', { name: customer.CustomerName })}
            </p>
          )}
          <div className="grid-2">
            {field('firstName', t('common.firstName'), { required: true, auto: 'given-name' })}
            {field('lastName', t('common.lastName'), { required: true, auto: 'family-name' })}
            {field('email', t('common.emailAddress'), {
              required: true,
              type: 'email',
              disabled: invited,
              auto: 'email',
            })}
            {field('designation', t('common.jobTitle'), { auto: 'organization-title' })}
            {field('password', t('common.password'), { required: true, type: 'password', auto: 'new-password' })}
            {field('confPassword', t('signup.confirmPassword'), {
              required: true,
              type: 'password',
              auto: 'new-password',
            })}
          </div>
          <div className="button-row end">
            <Link to={LOGIN_PATH} className="btn btn-ghost">
              {t('common.cancel')}
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => setStep(0)}>
              {t('common.previous')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('signup.busy') : t('signup.submit')}
            </button>
          </div>
        </form>
      )}

      {step === 2 && outcome && (
        <div aria-live="polite">
          <h2>{t(STEPS[2])}</h2>
          {outcome.ok ? (
            outcome.mailedTo ? (
              <p>
                <Trans
                  i18nKey="signup.mailed"
                  values={{ email: outcome.mailedTo }}
                  components={{ strong: <strong /> }}
                />
              </p>
            ) : (
              <p>{t('signup.canLogIn')}</p>
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
                {t('signup.editDetails')}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('signup.login')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
