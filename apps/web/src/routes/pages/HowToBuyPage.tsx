import { howToBuy } from '../../content/howToBuy';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /HowToBuy: the nine steps from account to playing. */
export function HowToBuyPage() {
  return <ContentRoute content={howToBuy} />;
}

export const meta = publicPageMeta({ path: '/HowToBuy', title: howToBuy.title, description: howToBuy.intro });

export default HowToBuyPage;
