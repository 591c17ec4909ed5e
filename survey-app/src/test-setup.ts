import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, loadAllTexts } from './lib/i18n';

// Two shared cores: give findBy/waitFor room before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });

// The specs' texts are English: every test starts in English, whatever a test before it chose. Pages are
// rendered without the router that loads the texts past the first screen, so all of them are loaded here.
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadAllTexts();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not lay out, so it has no scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};
