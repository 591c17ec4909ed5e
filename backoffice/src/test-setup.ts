import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nProvider } from './i18n/i18nProvider';

// Screens rendered in an AdminContext get the portal's catalogues, in English unless a test chooses otherwise.
vi.mock('react-admin', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-admin')>();
  const AdminContext = (props: Parameters<typeof actual.AdminContext>[0]) =>
    createElement(actual.AdminContext, { i18nProvider, ...props });
  return { ...actual, AdminContext };
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});
