import type { Language } from '@portal/contracts';
import type { TranslationsService } from '../translations/translations.service';
import type { SurveyFormQuestionDto } from './dto/survey-form-responses.dto';

type FormItem = Omit<SurveyFormQuestionDto, 'CheckBoxOptionLabels'>;

/**
 * A page of form questions in the reader's language: one query for the page's questions, none in
 * English. Rating labels are shown only (the answer is the number); checkbox options keep their
 * English text in CheckBoxOptions, which saves send and answers store, and get CheckBoxOptionLabels
 * to show, so an answer means the same whichever language it was given in.
 */
export async function translateFormItems(
  translations: TranslationsService,
  language: Language,
  items: FormItem[],
): Promise<SurveyFormQuestionDto[]> {
  const ids = (custom: boolean) => items.filter((i) => i.IsCustomQuestion === custom).map((i) => i.Id);
  const t = await translations.lookup(language, [
    { kind: 'DiagnosticQuestion', ids: ids(false) },
    { kind: 'CustomQuestion', ids: ids(true) },
  ]);
  return items.map((item) => {
    const text = t[item.IsCustomQuestion ? 'CustomQuestion' : 'DiagnosticQuestion'];
    return {
      ...item,
      Title: text(item.Id, 'title', item.Title),
      Description: text(item.Id, 'description', item.Description),
      RadioButtonOptions: item.RadioButtonOptions.map((o, n) => text(item.Id, `ratingOptions.${n}`, o)),
      CheckBoxOptionLabels: item.CheckBoxOptions.map((o, n) => text(item.Id, `checkboxOptions.${n}`, o)),
    };
  });
}
