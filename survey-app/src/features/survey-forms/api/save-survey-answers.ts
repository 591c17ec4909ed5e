import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SaveState } from '@portal/contracts';

/** One SurveyAnswerDtos item of AddSurveyAnswers, every field a string as the multipart format has it. */
export interface SurveyAnswerItem {
  Answer: string;
  DiagnosticId: string;
  InquiryId: string;
  CustomerUserId: string;
  IsCustomQuestion: string;
  ValueAnswer: string;
  CheckBoxOptions: string;
  /** An already stored document kept as it is. */
  DocumentUrl?: string;
}

/** A save of a whole form: the items, the form status and the files chosen, by item index. */
export interface SurveySave {
  SurveyAnswerDtos: SurveyAnswerItem[];
  Status: SaveState;
  files: Map<number, File>;
}

const SAVE_PATH = '/SurveyAnswer/AddSurveyAnswers';

/**
 * The multipart body of decisions.md §4: `SurveyAnswerDtos[i].Field` parts, an item's file as
 * `SurveyAnswerDtos[i].file` after its fields, and the form `Status` last.
 */
export function toMultipart({ SurveyAnswerDtos, Status, files }: SurveySave): FormData {
  const form = new FormData();
  SurveyAnswerDtos.forEach((item, i) => {
    for (const [field, value] of Object.entries(item))
      if (value !== undefined) form.append(`SurveyAnswerDtos[${i}].${field}`, value);
    const file = files.get(i);
    if (file) form.append(`SurveyAnswerDtos[${i}].file`, file, file.name);
  });
  form.append('Status', Status);
  return form;
}

/**
 * Saves a form (draft or completed): as JSON, a fifth of the multipart body's size and far cheaper for
 * the API to parse, unless a file is attached, which only multipart carries.
 */
export function saveSurveyAnswers(
  save: SurveySave,
  options: {
    silent?: boolean;
    quietOffline?: boolean;
    onUploadProgress?: (fraction: number) => void;
    /** `return=minimal`: answered with the form's status only, for a caller that reads nothing of the form. */
    prefer?: string;
  } = {},
): Promise<unknown> {
  if (save.files.size) return api.post(SAVE_PATH, toMultipart(save), options);
  const { onUploadProgress: _onlyForFiles, ...jsonOptions } = options;
  const { SurveyAnswerDtos, Status } = save;
  return api.post(SAVE_PATH, { SurveyAnswerDtos, Status }, jsonOptions);
}

/** Saves, then has every survey-form read (the form itself, the list's statuses) fetched again. */
export function useSaveSurveyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ save, onUploadProgress }: { save: SurveySave; onUploadProgress?: (fraction: number) => void }) =>
      saveSurveyAnswers(save, { onUploadProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['survey-forms'] }),
  });
}
