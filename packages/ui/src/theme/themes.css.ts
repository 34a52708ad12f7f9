import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeValues, lightThemeValues } from './themeValues';

export const lightTheme = createTheme(vars, lightThemeValues, 'light');
export const darkTheme = createTheme(vars, darkThemeValues, 'dark');

export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themeClassNames;
export const themeNames = ['light', 'dark'] as const satisfies readonly ThemeName[];
