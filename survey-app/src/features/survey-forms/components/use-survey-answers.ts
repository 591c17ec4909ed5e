import { useLayoutEffect, useRef, useState } from 'react';
import { readDraft, withDraft } from './draft-store';
import type { AnswerState } from './question-model';
import type { LoadedForm } from './use-survey-form';

/** The loaded answers, with the edits kept on this browser laid over them when the form can still be changed. */
function initial(form: LoadedForm | undefined, draftKey: string | null) {
  const kept = form && draftKey ? readDraft(draftKey) : null;
  return kept
    ? { answers: withDraft(form!.answers, kept), dirty: true }
    : { answers: form?.answers ?? {}, dirty: false };
}

/**
 * The answers being edited: reset whenever the form is (re)loaded, marked dirty by every change. Each
 * change bumps `revision`, so a save can tell whether it stored the latest edits.
 */
export function useSurveyAnswers(form: LoadedForm | undefined, draftKey: string | null = null) {
  const [shown, setShown] = useState(form);
  const [start] = useState(() => initial(form, draftKey));
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(start.answers);
  const [dirty, setDirty] = useState(start.dirty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [revision, setRevision] = useState(start.dirty ? 1 : 0);
  // The newest revision the server holds.
  const [savedRevision, setSavedRevision] = useState(0);
  const latest = useRef(revision);
  useLayoutEffect(() => {
    latest.current = revision;
  }, [revision]);
  if (form !== shown) {
    const next = initial(form, draftKey);
    setShown(form);
    setAnswers(next.answers);
    setDirty(next.dirty);
    setSavedRevision(revision);
    if (next.dirty) setRevision(revision + 1);
  }

  const change = (id: string, patch: Partial<AnswerState>) => {
    setAnswers((current) => ({ ...current, [id]: { ...current[id], ...patch } }));
    setDirty(true);
    setRevision((r) => r + 1);
    if (errors[id]) setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  /** The edits up to `upTo` are stored; later ones keep the form dirty. */
  const markSaved = (upTo: number = latest.current) => {
    setSavedRevision((saved) => Math.max(saved, upTo));
    if (latest.current <= upTo) setDirty(false);
  };

  return { answers, dirty, errors, setErrors, change, markSaved, revision, savedRevision };
}
