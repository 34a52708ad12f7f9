export { LegalPage, type LegalPageLink, type LegalPageProps, type LegalPageSection } from './LegalPage';
