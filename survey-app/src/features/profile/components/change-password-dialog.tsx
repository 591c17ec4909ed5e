import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../lib/toast';
import { confirmError, passwordError, requiredError } from '../../../lib/validation';
import { changePassword } from '../api/profile-api';

interface Props {
  userId: string;
  onClose: () => void;
}

/** The confirmation is checked here and never sent; the dialog closes after the call whatever its outcome. */
export function ChangePasswordDialog({ userId, onClose }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { current: requiredError(current), next: passwordError(next), confirm: confirmError(next, confirm) };
    setErrors(found);
    if (found.current || found.next || found.confirm) return focusFirstInvalid();
    setBusy(true);
    try {
      const response = await changePassword(userId, current, next);
      // The server revokes earlier tokens on a password change; keep the session if it hands out a new one.
      if (response && typeof response === 'object' && response.token) localStorage.setItem('token', response.token);
      toast.success('Password Change Successfully');
    } catch {
      // Shown by the API client.
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    setBusy(false);
    onClose();
  };

  return (
    <Modal title="Change Password" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField label="Current Password" type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} required />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={errors.next}
          hint="At least 8 characters with a digit, an upper-case, a lower-case and a special character."
          required
        />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} required />
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Change Password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
