import { useState } from 'react';
import type { AnswerState } from './question-model';
import type { LoadedForm } from './use-survey-form';

/** The answers being edited: reset whenever the form is (re)loaded, marked dirty by every change. */
export function useSurveyAnswers(form: LoadedForm | undefined) {
  const [shown, setShown] = useState(form);
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(form?.answers ?? {});
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (form !== shown) {
    setShown(form);
    setAnswers(form?.answers ?? {});
    setDirty(false);
  }

  const change = (id: string, patch: Partial<AnswerState>) => {
    setAnswers((current) => ({ ...current, [id]: { ...current[id], ...patch } }));
    setDirty(true);
    if (errors[id]) setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  return { answers, dirty, errors, setErrors, change, markSaved: () => setDirty(false) };
}
