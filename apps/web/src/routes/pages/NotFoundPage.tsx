import { data } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { noindexMeta } from '../../seo';

/** Any path the store does not have answers 404. */
export const loader = () => data(null, { status: 404 });

/** Not found: never indexed. */
export const meta = noindexMeta;

export default NotFoundPage;
