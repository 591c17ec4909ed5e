import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ValueField } from './ValueField';

afterEach(() => i18nProvider.changeLocale('en'));

const show = (value: string | null) =>
  render(
    <RecordContextProvider value={{ id: 1, Area: value }}>
      <ValueField source="Area" emptyText="-" />
    </RecordContextProvider>,
  );

describe('ValueField', () => {
  it("reads the value's own key, not another text worded alike (the People area is not the People screen)", async () => {
    await i18nProvider.changeLocale('de');
    show('People');
    expect(screen.getByText('Menschen')).toBeTruthy();
  });

  it('shows a value without a key as it came, and the empty text for none', () => {
    show('Unlisted');
    expect(screen.getByText('Unlisted')).toBeTruthy();
    show(null);
    expect(screen.getByText('-')).toBeTruthy();
  });
});
