import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The multipart save of a form (draft or completed); the caller builds the body. */
export function saveSurveyAnswers(form: FormData): Promise<unknown> {
  return api.post('/SurveyAnswer/AddSurveyAnswers', form);
}

/** Saves, then has every survey-form read (the form itself, the list's statuses) fetched again. */
export function useSaveSurveyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurveyAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['survey-forms'] }),
  });
}
