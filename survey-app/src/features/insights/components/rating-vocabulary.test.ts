import { describe, expect, it } from 'vitest';
import { lookup, type Catalogue, type Language } from '@portal/contracts';
import { SURVEY_APP_CATALOGUES } from '@portal/contracts-i18n/survey-app/index';
import {
  backofficeEnglish,
  backofficeFrench,
  backofficeGerman,
  backofficeSpanish,
} from '@portal/contracts-i18n/backoffice/index';
import { REPORT_CATALOGUES } from '@portal/contracts-i18n/report/index';

// The two ratings are "performance" and "importance" (the specification's attribute performance and importance);
// the wire names AverageRating and AverageValue must not reach a reader as a second pair of names.
const BACKOFFICE: Record<Language, Catalogue> = {
  en: backofficeEnglish,
  fr: backofficeFrench,
  de: backofficeGerman,
  es: backofficeSpanish,
};
const OTHER_NAMES: Record<Language, RegExp> = {
  en: /average (rating|value)|mean value/i,
  fr: /note moyenne.*valeur|valeur moyenne/i,
  de: /durchschnittliche bewertung|durchschnittlicher wert|mittlerer wert/i,
  es: /valoración media.*valor|valor medio/i,
};

describe.each(['en', 'fr', 'de', 'es'] as const)('the ratings are named one way in %s', (language) => {
  const app = SURVEY_APP_CATALOGUES[language];
  const text = (catalogue: Catalogue, key: string) => lookup(catalogue, key) ?? '';

  it('the inputs bars carry the names of the importance-performance axes', () => {
    expect(text(app, 'inputs.averageRating')).toBe(text(app, 'ipa.xTitle'));
    expect(text(app, 'inputs.averageValue')).toBe(text(app, 'ipa.yTitle'));
  });

  it("the operator's inputs chart uses the same words as the customer's", () => {
    const backoffice = BACKOFFICE[language];
    expect(text(backoffice, 'portal.messages.averageRating').toLowerCase()).toBe(
      text(app, 'inputs.averageRating').toLowerCase(),
    );
    expect(text(backoffice, 'portal.messages.averageValue').toLowerCase()).toBe(
      text(app, 'inputs.averageValue').toLowerCase(),
    );
  });

  it('no survey-app, backoffice chart or PDF text names a rating "value" or "average rating"', () => {
    const report = REPORT_CATALOGUES[language];
    const texts = [
      text(app, 'inputs.averageRating'),
      text(app, 'inputs.averageValue'),
      text(app, 'inputs.chartLabel'),
      text(app, 'insights.trends.intro'),
      text(BACKOFFICE[language], 'portal.messages.averageRating'),
      text(BACKOFFICE[language], 'portal.messages.averageValue'),
      report.inputsKey,
      report.ipa.importanceAxis,
      report.trends.method,
    ];
    expect(texts.filter((t) => OTHER_NAMES[language].test(t))).toEqual([]);
  });
});
