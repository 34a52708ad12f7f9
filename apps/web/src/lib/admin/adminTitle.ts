import { pageTitle } from '../title';

/** The document title of an admin page: 'Orders – Admin – Keyshop'. */
export const adminTitle = (name: string): string => pageTitle(`${name} – Admin`);
