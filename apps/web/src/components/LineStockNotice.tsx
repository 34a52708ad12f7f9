import { Button, ButtonGroup } from '@keyshop/ui';
import { cart } from '../state/cart';
import type { CartLine } from '../state/cartRules';
import { fitToStock, shortLineMessage } from '../state/stockCheck';

/** Checkout's notice for a line that became short since it was added: lower it to the keys left, or remove it. */
export function LineStockNotice({ line, index }: { line: CartLine; index: number }) {
  const name = line.company_name;
  return (
    <div role="group" aria-label={`Stock of ${name}`}>
      <p role="status">{shortLineMessage(line)}</p>
      <ButtonGroup>
        {line.qty > 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => cart.lines.update((lines) => fitToStock(lines, index))}
          >
            Lower to {line.qty}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => cart.remove(index)}>
          Remove {name}
        </Button>
      </ButtonGroup>
    </div>
  );
}
