import { howToBuy } from '../../content/howToBuy';
import { ContentRoute } from '../ContentRoute';

/** /HowToBuy: the nine steps from account to playing. */
export function HowToBuyPage() {
  return <ContentRoute content={howToBuy} />;
}

export default HowToBuyPage;
