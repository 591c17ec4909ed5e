import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, type DataProvider } from 'react-admin';
import type { ItemTranslationsDto } from '@portal/contracts';
import { TranslationsPanel } from './TranslationsPanel';

const item: ItemTranslationsDto = {
  Kind: 'DiagnosticQuestion',
  Id: 7,
  Label: 'Tools used daily',
  Fields: [
    {
      Field: 'title',
      English: 'Tools used daily',
      Translations: { fr: 'Outils utilisés chaque jour', de: null, es: null },
    },
    { Field: 'checkboxOptions.1', English: 'Chat', Translations: { fr: null, de: 'Chat', es: null } },
  ],
};

function renderPanel() {
  const getTranslations = vi.fn(async () => item);
  const saveTranslations = vi.fn(
    async (
      _k: string,
      _id: string | number,
      body: { Fields: { Field: string; Translations: Record<string, string> }[] },
    ) => ({
      ...item,
      Fields: item.Fields.map((f) => ({
        ...f,
        Translations: {
          fr: null,
          de: null,
          es: null,
          ...Object.fromEntries(
            Object.entries(body.Fields.find((b) => b.Field === f.Field)!.Translations).map(([l, t]) => [l, t || null]),
          ),
        },
      })),
    }),
  );
  render(
    <AdminContext
      i18nProvider={defaultI18nProvider}
      dataProvider={{ getTranslations, saveTranslations } as unknown as DataProvider}
    >
      <TranslationsPanel kind="DiagnosticQuestion" id={7} />
    </AdminContext>,
  );
  return { getTranslations, saveTranslations };
}

describe('TranslationsPanel', () => {
  it('shows each text in English beside a field per language and marks the missing ones', async () => {
    const { getTranslations } = renderPanel();
    expect(await screen.findByText('Checkbox option 2')).toBeTruthy();
    expect(getTranslations).toHaveBeenCalledWith('DiagnosticQuestion', 7);
    expect(screen.getByText('Tools used daily')).toBeTruthy();
    expect((screen.getAllByLabelText('French (fr)')[0] as HTMLTextAreaElement).value).toBe(
      'Outils utilisés chaque jour',
    );
    // title: de and es missing; option 2: fr and es missing.
    expect(screen.getAllByText('Missing: English shown')).toHaveLength(4);
  });

  it('saves every field in every language, empty ones as missing', async () => {
    const { saveTranslations } = renderPanel();
    await screen.findByText('Checkbox option 2');
    fireEvent.change(screen.getAllByLabelText('German (de)')[0], { target: { value: 'Täglich genutzte Werkzeuge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    await waitFor(() => expect(saveTranslations).toHaveBeenCalled());
    expect(saveTranslations.mock.calls[0][2]).toEqual({
      Fields: [
        {
          Field: 'title',
          Translations: { fr: 'Outils utilisés chaque jour', de: 'Täglich genutzte Werkzeuge', es: '' },
        },
        { Field: 'checkboxOptions.1', Translations: { fr: '', de: 'Chat', es: '' } },
      ],
    });
    await waitFor(() => expect(screen.getAllByText('Missing: English shown')).toHaveLength(3));
  });
});
