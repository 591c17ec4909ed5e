import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/set-language';
import { SurveyFormIntro } from './survey-form-intro';

afterEach(() => setLanguage('en'));

describe('SurveyFormIntro', () => {
  it.each([
    ['en', "or DK (Don't Know)"],
    ['de', 'oder WN (Weiß nicht)'],
    ['fr', 'ou NSP (Ne sais pas)'],
    ['es', 'o NS (No sabe)'],
  ] as const)(
    "names Don't Know in %s with the mark the rating buttons show, never the English DK elsewhere",
    async (language, text) => {
      await setLanguage(language);
      const { container } = render(<SurveyFormIntro status="saveasdraft" closed={false} />);
      expect(screen.getByText(text, { exact: false })).toBeTruthy();
      if (language !== 'en') expect(container.textContent).not.toMatch(/\bDK\b/);
    },
  );
});
