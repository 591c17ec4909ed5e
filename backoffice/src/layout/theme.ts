import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DESIGN_TOKENS } from '@portal/contracts';

// People who ask for less motion get menus and dialogs without animation (and so do the
// browser journeys, which also measure contrast only once things stop fading in).
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const { color, font, header, radius, tabs } = DESIGN_TOKENS;

/**
 * The backoffice's face from the shared design tokens (packages/contracts/src/design-tokens.ts), the same the survey
 * app sets as CSS custom properties. Info and warning are darker than MUI's own (#0288d1, #ed6c02) so outlined
 * status chips reach 4.5:1 on white and on a hovered row.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    primary: { main: color.primary, dark: color.primaryDark, contrastText: color.onPrimary },
    secondary: { main: color.secondary },
    info: { main: color.info },
    warning: { main: color.warning },
    error: { main: color.error },
    success: { main: color.success },
    text: { primary: color.text, secondary: color.muted },
    background: { default: color.bg, paper: color.surface },
    divider: color.divider,
  },
  shape: { borderRadius: radius },
  typography: {
    fontFamily: font.family,
    h1: { fontSize: `${font.size.h1}rem`, fontWeight: font.weight.bold },
    h2: { fontSize: `${font.size.h1}rem`, fontWeight: font.weight.bold },
    h3: { fontSize: `${font.size.h2}rem`, fontWeight: font.weight.bold },
    h4: { fontSize: `${font.size.h1}rem`, fontWeight: font.weight.bold },
    h5: { fontSize: `${font.size.h2}rem`, fontWeight: font.weight.bold },
    h6: { fontSize: `${font.size.h3}rem`, fontWeight: font.weight.bold },
    body2: { fontSize: `${font.size.small}rem` },
    caption: { fontSize: `${font.size.caption}rem` },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  components: {
    ...defaultTheme.components,
    MuiTableCell: {
      styleOverrides: {
        root: { padding: '8px 12px', borderBottomColor: color.divider },
        head: { backgroundColor: color.surfaceTint, fontSize: `${font.size.small}rem` },
      },
    },
    MuiLink: { styleOverrides: { root: { color: color.link } } },
    // The header's two rows have the survey app's heights: the bar (the toolbar's own 64 px at 600 px and up is
    // replaced in AppLayout) and the tabs.
    MuiTabs: { styleOverrides: { root: { minHeight: header.tabHeight }, indicator: { height: tabs.indicatorWidth } } },
    MuiTab: {
      styleOverrides: {
        root: { minHeight: header.tabHeight, paddingTop: 8, paddingBottom: 8, fontSize: `${tabs.fontSize}rem` },
      },
    },
  },
};
