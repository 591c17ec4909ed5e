import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, tx, txLines } from './i18nProvider';

afterEach(() => i18nProvider.changeLocale('en'));

describe('texts worded once in English', () => {
  it('finds the translation of a known text, keeps a field prefix and leaves unknown texts as they came', async () => {
    await i18nProvider.changeLocale('de');
    expect(tx('No Records to show here')).toBe('Hier sind keine Einträge vorhanden');
    expect(tx('CustomerName: An organisation with this name already exists')).toBe(
      'CustomerName: Eine Organisation mit diesem Namen existiert bereits',
    );
    expect(tx('Something only the server says')).toBe('Something only the server says');
    expect(txLines('Conflict\nThe company profile is already complete')).toBe(
      'Konflikt\nDas Unternehmensprofil ist bereits vollständig',
    );
  });

  it('lets react-admin translate a contracts constant handed to it as a label or validation message', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('This field is mandatory', { _: 'This field is mandatory' })).toBe(
      'Ce champ est obligatoire',
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
  });

  it('answers English unchanged in English', () => {
    expect(tx('No Records to show here')).toBe('No Records to show here');
    expect(txLines('Not Found\nInquiry not found')).toBe('Not Found\nInquiry not found');
  });
});
