export { vars } from './contract.css';
export { lightTheme, darkTheme, themeClassNames, themeNames, type ThemeName } from './themes.css';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
