import { ANONYMITY_TEXTS, type FormState } from '@portal/contracts';

/** What the respondent is told above an editable form, and why a form cannot be changed. */
export function SurveyFormIntro({ status, closed }: { status: FormState; closed: boolean }) {
  return (
    <>
      <div className="notice intro">
        <p>
          Answer the questions of each area below. <strong>Save as Draft</strong> keeps your answers so that you can come back
          and change them later. <strong>Submit</strong> sends your answers as final: they cannot be changed after that.
        </p>
        <p>
          Each question of the Structure, People, Process and Culture areas asks two ratings: how the attribute performs in
          your organisation and how important it is, from 1 (Very Low) to 5 (Very High), or DK (Don&apos;t Know).
        </p>
      </div>
      {status === 'completed' && <p className="notice">This survey form has been submitted and cannot be changed.</p>}
      {status === 'expired' && <p className="notice notice-error">This survey form has expired and can no longer be saved.</p>}
      {closed && status !== 'completed' && status !== 'expired' && (
        <p className="notice notice-error" role="status">
          {ANONYMITY_TEXTS.formClosed}
        </p>
      )}
    </>
  );
}
