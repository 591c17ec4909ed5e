import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveSurveyAnswers } from '../api/save-survey-answers';
import type { AnswerState } from './question-model';
import type { SurveySave } from '../api/save-survey-answers';
import { buildSurveySave, type SaveStatus } from './survey-submission';
import type { LoadedForm } from './use-survey-form';

export const SAVED_DRAFT = 'Survey Form Saved As Draft Successfully.';
export const SUBMITTED = 'Survey Form Submitted Successfully.';

/**
 * Sends the whole form as a draft or completed (the server checks the whole form on completion and writes
 * only the rows that change); `save` answers true when it was stored, and `onSaved` gets what was sent.
 */
export function useSurveySave(
  form: LoadedForm | undefined,
  answers: Record<string, AnswerState>,
  inquiryId: string,
  onSaved: (sent: SurveySave) => void,
) {
  const mutation = useSaveSurveyAnswers();
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  // The share of the attached documents sent so far; null when the save carries no file.
  const [uploaded, setUploaded] = useState<number | null>(null);

  const save = async (target: SaveStatus): Promise<boolean> => {
    if (!form) return false;
    setSaving(target);
    try {
      const body = buildSurveySave(form.questions, answers, { inquiryId, customerUserId: form.customerUserId }, target);
      if (body.files.size) setUploaded(0);
      await mutation.mutateAsync({ save: body, onUploadProgress: body.files.size ? setUploaded : undefined });
      toast.success(t(target === 'completed' ? 'surveyForm.submitted' : 'surveyForm.savedDraft'));
      onSaved(body);
      return true;
    } catch {
      // The API client showed why; the answers stay and the leave prompt stays armed.
      return false;
    } finally {
      setSaving(null);
      setUploaded(null);
    }
  };

  return { saving, save, uploaded };
}
