/**
 * The one default locale of the library's dates, file sizes and prices (the euro shop's: `en-IE`); every
 * component that formats takes a `locale` prop to change it.
 */
export const defaultLocale = 'en-IE';
