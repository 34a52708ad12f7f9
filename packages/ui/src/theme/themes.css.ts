import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeValues, lightThemeValues } from './themeValues';

export const lightTheme = createTheme(vars, lightThemeValues, 'light');
export const darkTheme = createTheme(vars, darkThemeValues, 'dark');
// Native checkboxes, selects, date pickers and scrollbars follow the theme.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themeClassNames;
export const themeNames = ['light', 'dark'] as const satisfies readonly ThemeName[];
