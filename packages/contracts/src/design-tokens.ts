/**
 * The product's one face: colours, type scale, spacing, radius, header and tabs shared by the backoffice (its MUI
 * theme reads these) and the survey app (the same values as CSS custom properties on :root, set at start).
 * Text colours are paired with the backgrounds they are drawn on in TEXT_PAIRS; a unit test holds each pair at
 * 4.5:1 or more (WCAG AA for body text).
 */
export const DESIGN_TOKENS = {
  color: {
    primary: '#1f4e79',
    primaryDark: '#163a5a',
    secondary: '#e07b1f',
    accent: '#2f80c2',
    /** Links: darker than the accent so they read on white and on the light panels. */
    link: '#1c64a0',
    text: '#1c2430',
    muted: '#5b6675',
    border: '#c9d1db',
    divider: '#e3e8ee',
    /** The page behind the cards. */
    bg: '#f3f5f8',
    surface: '#ffffff',
    /** Table heads, hovered menu items, the selected drawer item. */
    surfaceTint: '#e8eef5',
    error: '#b3261e',
    success: '#1e7a3c',
    info: '#01579b',
    warning: '#b45309',
    focus: '#f0a30a',
    onPrimary: '#ffffff',
    /** An unselected tab's text on the header. */
    onPrimaryMuted: '#dbe7f3',
    /** The four area colours of the insights (strength, maintain, improve, watch). */
    green: '#2e9d57',
    blue: '#2f80c2',
    red: '#d64541',
    yellow: '#e8b90f',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    lineHeight: 1.5,
    /** The type scale in rem: page title, section title, card title, body, small print. */
    size: { h1: 1.5, h2: 1.2, h3: 1.05, body: 1, small: 0.88, caption: 0.8 },
    weight: { regular: 400, bold: 700 },
  },
  /** Spacing steps in px. */
  space: { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 },
  radius: 8,
  header: {
    /** The bar with the product name, language and profile; the tabs get their own row under it. */
    barHeight: 56,
    tabHeight: 40,
    /** Both rows on a desktop screen: bar, 1 px divider, tabs. */
    desktopHeight: 97,
  },
  tabs: { indicatorWidth: 3, fontSize: 0.9 },
  shadow: '0 1px 3px rgb(0 0 0 / 0.12), 0 4px 12px rgb(0 0 0 / 0.06)',
} as const;

export type DesignTokens = typeof DESIGN_TOKENS;
type ColorName = keyof DesignTokens['color'];

/** Each text colour and the backgrounds it is drawn on in either app. */
export const TEXT_PAIRS: ReadonlyArray<readonly [text: ColorName, background: ColorName]> = [
  ['text', 'surface'],
  ['text', 'bg'],
  ['text', 'surfaceTint'],
  ['muted', 'surface'],
  ['muted', 'bg'],
  ['link', 'surface'],
  ['link', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surfaceTint'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryDark'],
  ['onPrimaryMuted', 'primary'],
  ['error', 'surface'],
  ['success', 'surface'],
  ['info', 'surface'],
  ['warning', 'surface'],
  ['onPrimary', 'error'],
];

function channel(hex: string, i: number): number {
  const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The tokens as CSS custom properties (--c-primary, --font-size-h1, --space-md, --radius, --header-bar-h ...),
 * for an app styled with plain CSS: set them on :root before the first render.
 */
export function cssCustomProperties(tokens: DesignTokens = DESIGN_TOKENS): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.color)) props[`--c-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.font.size)) props[`--font-size-${name}`] = `${value}rem`;
  for (const [name, value] of Object.entries(tokens.space)) props[`--space-${name}`] = `${value}px`;
  props['--font-family'] = tokens.font.family;
  props['--line-height'] = String(tokens.font.lineHeight);
  props['--radius'] = `${tokens.radius}px`;
  props['--shadow'] = tokens.shadow;
  props['--header-bar-h'] = `${tokens.header.barHeight}px`;
  props['--header-tab-h'] = `${tokens.header.tabHeight}px`;
  props['--header-desktop-h'] = `${tokens.header.desktopHeight}px`;
  props['--tab-indicator'] = `${tokens.tabs.indicatorWidth}px`;
  props['--tab-font-size'] = `${tokens.tabs.fontSize}rem`;
  return props;
}
