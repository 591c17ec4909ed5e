import { cssCustomProperties } from '@portal/contracts';

/**
 * Sets the shared design tokens (packages/contracts/src/design-tokens.ts) as CSS custom properties on the
 * document's root before the first render, so the stylesheets' var(--c-primary), var(--radius) ... are the
 * backoffice theme's values: one face for both apps, no copied colour list to drift.
 */
export function applyDesignTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(cssCustomProperties())) root.style.setProperty(name, value);
}
