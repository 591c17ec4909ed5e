import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { roleHome, type ProfileDto } from '@portal/contracts';
import { goTo } from '../../../components/app-link';
import { FormTextField } from '../../../components/form-text-field';
import { Loading } from '../../../components/loading';
import { TextField } from '../../../components/text-field';
import { getRole, renameSession, sessionEmail, sessionUserId } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { requiredError } from '../../../lib/validation';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordDialog } from './change-password-dialog';

export default function ManageProfilePage() {
  const userId = sessionUserId();
  const profile = useProfile(userId);
  if (profile.isError) return <p className="empty">The profile could not be loaded.</p>;
  if (!profile.data) return <Loading />;
  return <ProfileForm userId={userId} profile={profile.data} />;
}

function ProfileForm({ userId, profile }: { userId: string; profile: ProfileDto }) {
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { control, handleSubmit } = useForm({
    defaultValues: { firstName: profile.FirstName, lastName: profile.LastName, designation: profile.Designation },
  });
  const update = useUpdateProfile(userId);
  // Busy until the role's home has loaded: a backoffice home is a full page load.
  const busy = update.isPending || update.isSuccess;

  const submit = handleSubmit(async ({ firstName, lastName, designation }) => {
    try {
      await update.mutateAsync({ FirstName: firstName.trim(), LastName: lastName.trim(), Designation: designation.trim() });
      renameSession(`${firstName.trim()} ${lastName.trim()}`);
      toast.success('Profile Edited');
      const role = getRole();
      if (role) goTo(navigate, roleHome(role));
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="profile-title">
      <div className="page-head">
        <h1 id="profile-title">Manage Profile</h1>
        <button type="button" className="btn-link" style={{ marginLeft: 'auto' }} onClick={() => setDialogOpen(true)}>
          Change Password
        </button>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid-2">
          <TextField label="Organization Name" value={profile.CustomerName} onChange={() => undefined} disabled />
          <TextField label="Email Address" value={sessionEmail()} onChange={() => undefined} disabled />
          <FormTextField control={control} name="firstName" validate={requiredError} label="First Name" autoComplete="given-name" required />
          <FormTextField control={control} name="lastName" validate={requiredError} label="Last Name" autoComplete="family-name" required />
          <FormTextField control={control} name="designation" label="Job Title" autoComplete="organization-title" />
        </div>
        <div className="field checkbox-field">
          <label>
            <input type="checkbox" checked={profile.IsAdmin} disabled readOnly /> Admin
          </label>
        </div>
        <div className="button-row end">
          <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {dialogOpen && <ChangePasswordDialog userId={userId} onClose={() => setDialogOpen(false)} />}
    </section>
  );
}
