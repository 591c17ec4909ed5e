import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from './lib/i18n';

// Two shared cores: give findBy/waitFor room before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });

// The specs' texts are English: every test starts in English, whatever a test before it chose.
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not lay out, so it has no scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};
