import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not lay out, so it has no scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};
