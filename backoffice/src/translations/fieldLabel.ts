import type { TranslateFunction as Translate } from 'react-admin';

const STEP_PART: Record<string, string> = { Title: 'title', Brief: 'brief description', Detail: 'detail' };

/** A readable name for a translatable field: title, ratingOptions.2 → Rating option 3, step1Brief → Step 1 brief description. */
export function fieldLabel(field: string, translate: Translate): string {
  const option = /^(ratingOptions|checkboxOptions)\.(\d+)$/.exec(field);
  if (option) {
    const n = Number(option[2]) + 1;
    return option[1] === 'ratingOptions'
      ? translate('portal.translations.field.ratingOption', { n, _: `Rating option ${n}` })
      : translate('portal.translations.field.checkboxOption', { n, _: `Checkbox option ${n}` });
  }
  const step = /^step(\d)(Title|Brief|Detail)$/.exec(field);
  if (step)
    return translate(`portal.translations.field.step${step[2]}`, {
      n: step[1],
      _: `Step ${step[1]} ${STEP_PART[step[2]]}`,
    });
  const plain: Record<string, string> = { title: 'Title', description: 'Description', name: 'Name', detail: 'Text' };
  return translate(`portal.translations.field.${field}`, { _: plain[field] ?? field });
}
