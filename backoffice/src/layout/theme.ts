import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#e07b1f' } },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  components: {
    ...defaultTheme.components,
    MuiTableCell: { styleOverrides: { root: { padding: '8px 12px' } } },
  },
};
