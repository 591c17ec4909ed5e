import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage from './survey-form-page';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';

/** The phone rules of the form's stylesheet (jsdom does not lay out: the rules are what a 390 px screen applies). */
function phoneRules(): string {
  const css = readFileSync(resolve(__dirname, 'survey-form.css'), 'utf8');
  const blocks = css.split('@media (max-width: 600px)').slice(1);
  return blocks.find((block) => block.includes('.form-actions.button-row')) ?? '';
}

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse({
        Status: 'saveasdraft',
        ExpiryDate: '2099-01-01',
        data: [{ ...unanswered, Id: 12, Title: 'Anything else?', Area: 'Other', Type: 'Textbox', MaxLength: 50 }],
      }),
    ),
  );
  return renderRoutes(
    [
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
    ],
    EDIT,
  );
}

beforeEach(() => signIn('CustomerUser'));
afterEach(() => vi.unstubAllGlobals());

describe('survey form: the sticky footer at 390 px', () => {
  it('holds Back, Save as Draft and the primary action in that order, in every language', async () => {
    for (const lang of ['de', 'fr', 'es', 'en'] as const) {
      await i18n.changeLanguage(lang);
      const { container, unmount } = renderForm();
      await screen.findByText('Anything else?');
      const footer = container.querySelector('.form-actions')!;
      const buttons = [...footer.children];
      expect(buttons.map((b) => b.className)).toEqual(['btn btn-ghost', 'btn btn-ghost', 'btn btn-primary']);
      expect(buttons.map((b) => b.textContent)).toEqual([
        i18n.t('common.back'),
        i18n.t('surveyForm.saveDraft'),
        i18n.t('common.submit'),
      ]);
      unmount();
    }
  });

  it('lays them out in two tidy rows on a phone: the two secondary actions side by side, the primary one full width', () => {
    const rules = phoneRules();
    expect(rules).toMatch(/\.form-actions\.button-row \{[^}]*display: grid;/);
    expect(rules).toMatch(/grid-template-columns: auto minmax\(0, 1fr\);/);
    expect(rules).toMatch(/align-items: stretch;/);
    expect(rules).toMatch(
      /\.form-actions \.btn-primary,\s*\.form-actions \.btn-danger,\s*\.form-actions \.btn:only-child \{\s*grid-column: 1 \/ -1;/,
    );
    // A label longer than its cell wraps inside its button instead of pushing the row past the screen.
    expect(rules).toMatch(/\.form-actions \.btn \{[^}]*min-width: 0;[^}]*white-space: normal;/);
  });

  it('keeps a focused field and the lines under it clear of the sticky bar and footer, taller on a phone', () => {
    const css = readFileSync(resolve(__dirname, 'survey-form.css'), 'utf8');
    const padding = (rules: string) =>
      Number(/html:has\(\.form-actions\) \{[^}]*scroll-padding-bottom: ([\d.]+)rem;/.exec(rules)?.[1] ?? 0);
    // The footer is about 4 rem high on a desktop and 6.5 rem in its two rows on a phone.
    expect(padding(css)).toBeGreaterThanOrEqual(5);
    expect(padding(phoneRules())).toBeGreaterThanOrEqual(7);
    expect(css).toMatch(
      /html:has\(\.form-actions\) \{[^}]*scroll-padding-top: calc\(var\(--header-h\) \+ [\d.]+rem\);/,
    );
    expect(css).toMatch(/\.survey-form :is\(input, textarea, select\) \{\s*scroll-margin-bottom: [\d.]+rem;/);
  });
});
