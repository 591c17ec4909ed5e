import { Modal } from '../../../components/modal';

interface Props {
  saving: boolean;
  onSaveDraft: () => void;
  onLeave: () => void;
  onCancel: () => void;
}

export function LeavePrompt({ saving, onSaveDraft, onLeave, onCancel }: Props) {
  return (
    <Modal
      title="Unsaved changes"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onLeave} disabled={saving}>
            Leave
          </button>
          <button type="button" className="btn btn-primary" onClick={onSaveDraft} disabled={saving}>
            {saving ? 'Saving…' : 'Save as Draft'}
          </button>
        </>
      }
    >
      <p>You have answers that are not saved. Save them as a draft before leaving, leave without saving, or stay on the form.</p>
    </Modal>
  );
}
