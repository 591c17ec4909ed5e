import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import type { ItemTranslationsDto } from '@portal/contracts';
import { structureViolations } from '../test-axe';
import { TranslationItemPage } from './TranslationItemPage';

const item: ItemTranslationsDto = {
  Kind: 'DiagnosticQuestion',
  Id: 7,
  Label: 'Tools used daily',
  Fields: [
    { Field: 'title', English: 'Tools used daily', Translations: { fr: null, de: null, es: null } },
    { Field: 'checkboxOptions.1', English: 'Chat', Translations: { fr: null, de: 'Chat', es: null } },
  ],
};

describe('TranslationItemPage', () => {
  it('heads each text under the panel’s heading, one level each, and names the panel', async () => {
    render(
      <MemoryRouter initialEntries={['/translations/DiagnosticQuestion/7']}>
        <AdminContext dataProvider={{ getTranslations: async () => item } as unknown as DataProvider}>
          <Routes>
            <Route path="/translations/:kind/:id" element={<TranslationItemPage />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Translations' });
    expect(await within(panel).findByText('Checkbox option 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Translate content' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Checkbox option 2']);
    expect(await structureViolations()).toEqual([]);
  });
});
