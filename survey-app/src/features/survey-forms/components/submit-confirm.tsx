import { Modal } from '../../../components/modal';

/** The last question before answers become final. */
export function SubmitConfirm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: () => void }) {
  return (
    <Modal
      title="Are you sure?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onSubmit}>
            Submit
          </button>
        </>
      }
    >
      <p>Submitted answers are final and cannot be changed afterwards.</p>
    </Modal>
  );
}
