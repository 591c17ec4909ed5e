import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, useToast } from '../common/useToast';

interface Options<Dto, Form> {
  queryKey: (string | number)[];
  load: () => Promise<Dto>;
  /** A module-level function: the form is rebuilt from it whenever the stored settings change. */
  toForm: (settings: Dto) => Form;
  submit: (form: Form) => Promise<Dto>;
  savedMessage: string;
}

/**
 * What the sign-in settings sections share: the stored settings, an editable copy of them, and a save that
 * keeps what the API answers as the stored settings, or shows every problem it names at once.
 */
export function useSettingsForm<Dto, Form>({ queryKey, load, toForm, submit, savedMessage }: Options<Dto, Form>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const settings = useQuery({ queryKey, queryFn: load });
  const [form, setForm] = useState<Form | null>(null);
  const [formOf, setFormOf] = useState<Dto | undefined>(undefined);
  const [problems, setProblems] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The form is rebuilt while rendering whenever the stored settings change (react.dev "you might not need an effect").
  if (settings.data && settings.data !== formOf) {
    setFormOf(settings.data);
    setForm(toForm(settings.data));
  }

  const set = <K extends keyof Form>(field: K, value: Form[K]) => setForm((f) => (f ? { ...f, [field]: value } : f));
  const store = (saved: Dto) => queryClient.setQueryData(queryKey, saved);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setBusy(true);
    setProblems(null);
    try {
      store(await submit(form));
      toast.success(savedMessage);
    } catch (error) {
      setProblems(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return { settings, form, set, save, store, problems, busy, setBusy };
}
