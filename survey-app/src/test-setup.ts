import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Two shared cores: give findBy/waitFor room before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not lay out, so it has no scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};
