/** The document title of a page, rendered as `<title>{pageTitle('Cart')}</title>` (React hoists it to <head>). */
export const pageTitle = (name?: string): string =>
  name ? `${name} – Keyshop` : 'Keyshop – digital game keys';
