import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { isLanguage, LANGUAGES, roleHome, type Language, type ProfileDto } from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { FormTextField } from '../../../components/form-text-field';
import { Loading } from '../../../components/loading';
import { TextField } from '../../../components/text-field';
import { getRole, isInvitationSession, renameSession, sessionEmail, sessionUserId } from '../../../lib/session';
import { setLanguage, t as translate } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/i18n/language-names';
import { toast } from '../../../lib/toast';
import { requiredError } from '../../../lib/validation';
import { useProfile } from '../../../lib/profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordDialog } from './change-password-dialog';

export default function ManageProfilePage() {
  const userId = sessionUserId();
  const profile = useProfile(userId);
  const { t } = useTranslation();
  if (profile.isError) return <p className="empty">{t('profile.loadFailed')}</p>;
  if (!profile.data) return <Loading />;
  return <ProfileForm userId={userId} profile={profile.data} />;
}

function ProfileForm({ userId, profile }: { userId: string; profile: ProfileDto }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { control, handleSubmit, register } = useForm({
    defaultValues: {
      firstName: profile.FirstName,
      lastName: profile.LastName,
      designation: profile.Designation,
      language: profile.Language ?? '',
      contributes: profile.ContributesToBenchmarks,
    },
  });
  const update = useUpdateProfile(userId);
  // Busy until the role's home has loaded: a backoffice home is a full page load.
  const busy = update.isPending || update.isSuccess;

  const submit = handleSubmit(async ({ firstName, lastName, designation, language, contributes }) => {
    const Language: Language | null = isLanguage(language) ? language : null;
    try {
      // The organisation's benchmark choice is its admin's (docs/features/rounds-and-benchmarks.md); a staff profile does not send it.
      const benchmark =
        profile.IsAdmin && contributes !== profile.ContributesToBenchmarks
          ? { ContributesToBenchmarks: contributes }
          : {};
      await update.mutateAsync({
        FirstName: firstName.trim(),
        LastName: lastName.trim(),
        Designation: designation.trim(),
        Language,
        ...benchmark,
      });
      renameSession(`${firstName.trim()} ${lastName.trim()}`);
      if (Language) await setLanguage(Language);
      toast.success(translate('profile.edited'));
      const role = getRole();
      if (role) goTo(navigate, roleHome(role));
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="profile-title">
      <div className="page-head">
        <h1 id="profile-title">{t('profile.title')}</h1>
        {/* A session opened by an invitation link has no password to change: it sets one from the survey list. */}
        {!isInvitationSession() && (
          <button type="button" className="btn-link" style={{ marginLeft: 'auto' }} onClick={() => setDialogOpen(true)}>
            {t('profile.changePassword')}
          </button>
        )}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid-2">
          <TextField
            label={t('common.organizationName')}
            value={profile.CustomerName}
            onChange={() => undefined}
            disabled
          />
          <TextField label={t('common.emailAddress')} value={sessionEmail()} onChange={() => undefined} disabled />
          <FormTextField
            control={control}
            name="firstName"
            validate={requiredError}
            label={t('common.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            validate={requiredError}
            label={t('common.lastName')}
            autoComplete="family-name"
            required
          />
          <FormTextField
            control={control}
            name="designation"
            label={t('common.jobTitle')}
            autoComplete="organization-title"
          />
          <div className="field">
            <label htmlFor="profile-language">{t('language.label')}</label>
            <select id="profile-language" {...register('language')}>
              <option value="">{t('language.browser')}</option>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field checkbox-field">
          <label>
            <input type="checkbox" checked={profile.IsAdmin} disabled readOnly /> {t('profile.admin')}
          </label>
        </div>
        {profile.IsAdmin && (
          <div className="field checkbox-field">
            <label>
              <input type="checkbox" {...register('contributes')} aria-describedby="profile-contributes-hint" />{' '}
              {t('profile.contributes')}
            </label>
            <p id="profile-contributes-hint" className="muted">
              {t('profile.contributesHint')}
            </p>
          </div>
        )}
        <div className="button-row end">
          <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
      {dialogOpen && <ChangePasswordDialog userId={userId} onClose={() => setDialogOpen(false)} />}
    </section>
  );
}
