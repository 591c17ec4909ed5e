import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useRefresh } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import { useAppPath } from '../common/useAppPath';
import type { PortalDataProvider } from '../providers/dataProvider';
import { tr } from '../i18n/i18nProvider';
import { intakeQuery } from './useTypeLibrary';

/** What an editor of recurring survey settings (a programme, a lifecycle survey) saves and says. */
export interface SettingsSubmit<V, B> {
  id: number | null;
  /** The API body of the values, given the inquiry type's intake question ids. */
  bodyOf: (values: V, intakeIds: number[]) => B;
  save: (id: number | null, body: B) => Promise<{ Id: number; Name: string }>;
  refusalsOfError: (error: unknown) => { fields: Partial<Record<keyof V, string>>; rest: string[] } | null;
  /** Catalogue keys: created, saved (with %{name}) and "check the fields". */
  texts: { created: string; saved: string; checkFields: string };
  viewPath: (id: number) => string;
}

/**
 * The form's submit: the whole body is sent (with the type's intake answers), then the saved record's page opens;
 * a 400 puts every refusal under its field and the rest in the toast, and keeps the form as typed.
 */
export function useSettingsSubmit<V extends { InquiryTypeId: number | '' }, B>(options: SettingsSubmit<V, B>) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = useAppPath();
  const toast = useToast();
  const refresh = useRefresh();
  const { id, bodyOf, save, refusalsOfError, texts, viewPath } = options;

  return async (values: Record<string, unknown>) => {
    const v = values as unknown as V;
    const intake =
      v.InquiryTypeId === '' ? [] : await queryClient.fetchQuery(intakeQuery(dataProvider, v.InquiryTypeId));
    try {
      const saved = await save(
        id,
        bodyOf(
          v,
          intake.map((q) => q.Id),
        ),
      );
      toast.success(tr(id === null ? texts.created : texts.saved, { name: saved.Name }));
      refresh();
      navigate(path(viewPath(saved.Id)));
      return undefined;
    } catch (error) {
      const refusals = refusalsOfError(error);
      if (!refusals) {
        toast.error(errorText(error));
        return undefined;
      }
      toast.error([tr(texts.checkFields), ...refusals.rest].join('\n'));
      return refusals.fields;
    }
  };
}
