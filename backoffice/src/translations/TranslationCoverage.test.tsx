import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, HttpError, type DataProvider } from 'react-admin';
import type { CoverageDto } from '@portal/contracts';
import { TranslationCoverage } from './TranslationCoverage';
import { structureViolations } from '../test-axe';

const coverage = (language: string): CoverageDto => ({
  Languages: [
    { Language: 'fr', Total: 120, Translated: 30, Missing: 90 },
    { Language: 'de', Total: 120, Translated: 60, Missing: 60 },
    { Language: 'es', Total: 120, Translated: 0, Missing: 120 },
  ],
  Language: language as CoverageDto['Language'],
  Missing: {
    currentPage: 1,
    pageSize: 10,
    totalItem: 1,
    totalPage: 1,
    data: [{ Kind: 'IntakeQuestion', Id: 4, Label: 'Units in scope', Field: 'title', English: 'Units in scope' }],
  },
});

function renderCoverage(importTranslations = vi.fn()) {
  const getTranslationCoverage = vi.fn(async (language: string) => coverage(language));
  render(
    <AdminContext
      i18nProvider={defaultI18nProvider}
      dataProvider={{ getTranslationCoverage, importTranslations } as unknown as DataProvider}
    >
      <TranslationCoverage />
    </AdminContext>,
  );
  return { getTranslationCoverage, importTranslations };
}

describe('TranslationCoverage', () => {
  it('counts each language and lists the missing texts of the chosen one, each linking to its item', async () => {
    const { getTranslationCoverage } = renderCoverage();
    expect(await screen.findByText('30 of 120 texts translated, 90 missing')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText('Intake Question')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Translate' }).getAttribute('href')).toMatch(
      /\/translations\/IntakeQuestion\/4$/,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'German' }));
    await waitFor(() => expect(getTranslationCoverage).toHaveBeenLastCalledWith('de', 1, 10));
  });

  it('checks an imported workbook first and shows every refused row; nothing is imported then', async () => {
    const body = {
      status: 400,
      title: 'Invalid translation workbook',
      errorMessage: ['Translations, row 9, Id: no Finding has the id 999'],
    };
    const importTranslations = vi.fn(async () => {
      throw new HttpError('Invalid translation workbook', 400, body);
    });
    renderCoverage(importTranslations);
    fireEvent.click(await screen.findByRole('button', { name: 'Import workbook' }));
    const file = new File(['x'], 'translations.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(screen.getByLabelText('Translation workbook'), { target: { files: [file] } });
    expect(await screen.findByText('Translations, row 9, Id: no Finding has the id 999')).toBeTruthy();
    expect(importTranslations).toHaveBeenCalledWith(file, true);
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the link column and keeps heading levels in order under the page title', async () => {
    renderCoverage();
    expect(await screen.findByText('Units in scope')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Content', 'English', 'Actions']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'French',
      'German',
      'Spanish',
      'Missing translations',
    ]);
    expect(await structureViolations()).toEqual([]);
  });
});
