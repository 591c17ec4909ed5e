import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18nProvider } from './i18n/i18nProvider';

// Screens rendered in an AdminContext get the portal's catalogues, in English unless a test chooses otherwise, and a
// store of this file's own: react-admin's default store lives in the library, which the test files share (a list's
// page, sort and filters would reach the next file).
vi.mock('react-admin', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-admin')>();
  const store = actual.memoryStore();
  const AdminContext = (props: Parameters<typeof actual.AdminContext>[0]) =>
    createElement(actual.AdminContext, { i18nProvider, store, ...props });
  return { ...actual, AdminContext };
});

// Two shared cores: give findBy/waitFor room before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});
