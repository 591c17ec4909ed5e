import { useState } from 'react';
import { saveSurveyAnswers, type SurveySave } from '../api/save-survey-answers';
import type { AnswerState } from './question-model';
import { SavedAnswers } from './saved-answers';
import { buildSurveySave } from './survey-submission';
import { useAutosave } from './use-autosave';
import type { LoadedForm } from './use-survey-form';

const itemsOf = (form: LoadedForm, answers: Record<string, AnswerState>, inquiryId: string) =>
  buildSurveySave(form.questions, answers, { inquiryId, customerUserId: form.customerUserId }, 'saveasdraft')
    .SurveyAnswerDtos;

/** What the server holds of the form's answers: the loaded answers, then every acknowledged save. Reset on each (re)load. */
export function useSavedAnswers(form: LoadedForm | undefined, inquiryId: string): SavedAnswers {
  const [shown, setShown] = useState(form);
  const [held, setHeld] = useState(() => new SavedAnswers(form ? itemsOf(form, form.answers, inquiryId) : []));
  if (form !== shown) {
    setShown(form);
    setHeld(new SavedAnswers(form ? itemsOf(form, form.answers, inquiryId) : []));
  }
  return held;
}

interface Options {
  form: LoadedForm | undefined;
  inquiryId: string;
  held: SavedAnswers;
  enabled: boolean;
  answers: Record<string, AnswerState>;
  revision: number;
  savedRevision: number;
  draftKey: string;
  /** The server holds the answers up to `revision`; `stored` is false when they needed no save. */
  onSaved: (revision: number, stored: boolean) => void;
}

/**
 * The background save of a draft, sending only the answers that differ from what the server holds
 * (one item for one changed answer, not the whole form). A new file waits for Save as Draft or Submit:
 * the background save keeps the document the server already has.
 */
export function useDeltaAutosave({ form, inquiryId, held, enabled, onSaved, ...edits }: Options) {
  return useAutosave<SurveySave>({
    ...edits,
    enabled: enabled && !!form,
    changes: (current) => {
      const items = held.changed(itemsOf(form!, withoutNewFiles(current), inquiryId));
      return items.length ? { SurveyAnswerDtos: items, Status: 'saveasdraft', files: new Map() } : null;
    },
    // Nothing of the answer is read: the API may answer with the form's status alone instead of the whole form.
    send: (changes) => saveSurveyAnswers(changes, { silent: true, quietOffline: true, prefer: 'return=minimal' }),
    onSaved: (upTo, sent) => {
      if (sent) held.acknowledge(sent.SurveyAnswerDtos);
      onSaved(upTo, sent !== null);
    },
  });
}

function withoutNewFiles(answers: Record<string, AnswerState>): Record<string, AnswerState> {
  return Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a.file ? { ...a, file: null } : a]));
}
