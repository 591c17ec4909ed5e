import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { goTo } from '../../../components/app-link';
import { Loading } from '../../../components/loading';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { getClaims, getRole, roleHome } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { requiredError } from '../../../lib/validation';
import { getProfile, updateProfile, type Profile } from '../api/profile-api';
import { ChangePasswordDialog } from './change-password-dialog';

export default function ManageProfilePage() {
  const navigate = useNavigate();
  const userId = localStorage.getItem('userId') ?? String(getClaims()?.userid ?? '');
  const email = localStorage.getItem('email') || String(getClaims()?.email ?? '');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [designation, setDesignation] = useState('');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    getProfile(userId)
      .then((p) => {
        setProfile(p);
        setFirstName(p.FirstName ?? '');
        setLastName(p.LastName ?? '');
        setDesignation(p.Designation ?? '');
      })
      .catch(() => setFailed(true));
  }, [userId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { firstName: requiredError(firstName), lastName: requiredError(lastName) };
    setErrors(found);
    if (found.firstName || found.lastName) return focusFirstInvalid();
    setBusy(true);
    try {
      await updateProfile(userId, { FirstName: firstName.trim(), LastName: lastName.trim(), Designation: designation.trim() });
      localStorage.setItem('name', `${firstName.trim()} ${lastName.trim()}`);
      toast.success('Profile Edited');
      const role = getRole();
      if (role) goTo(navigate, roleHome(role));
    } catch {
      setBusy(false);
    }
  };

  if (failed) return <p className="empty">The profile could not be loaded.</p>;
  if (!profile) return <Loading />;

  return (
    <section className="card profile-card" aria-labelledby="profile-title">
      <div className="page-head">
        <h1 id="profile-title">Manage Profile</h1>
        <button type="button" className="btn-link" style={{ marginLeft: 'auto' }} onClick={() => setDialogOpen(true)}>
          Change Password
        </button>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="grid-2">
          <TextField label="Organization Name" value={profile.CustomerName ?? ''} onChange={() => undefined} disabled />
          <TextField label="Email Address" value={email} onChange={() => undefined} disabled />
          <TextField label="First Name" value={firstName} onChange={setFirstName} error={errors.firstName} autoComplete="given-name" required />
          <TextField label="Last Name" value={lastName} onChange={setLastName} error={errors.lastName} autoComplete="family-name" required />
          <TextField label="Job Title" value={designation} onChange={setDesignation} autoComplete="organization-title" />
        </div>
        <div className="field checkbox-field">
          <label>
            <input type="checkbox" checked={Boolean(profile.IsAdmin)} disabled readOnly /> Admin
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
