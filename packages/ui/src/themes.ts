// `@keyshop/ui/themes`: the light and dark theme classes without the components, for an app's document and
// state (which run on every page): importing them from the package root would tie that code to every component.
export { darkTheme, lightTheme, themeClassNames, themeNames, type ThemeName } from './theme/themes.css';
