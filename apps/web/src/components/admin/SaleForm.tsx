import { PRICE_TEXT, type AdminProductResponse, type AdminSale } from '@keyshop/contracts/operator';
import { DateTimeField, Form, FormSubmit, TextField } from '@keyshop/ui';
import { setProductSale } from '../../api/admin';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { fieldError } from '../../lib/admin/fieldError';
import { fromLocalInput, localTimeZone, toLocalInput } from '../../lib/admin/localDateTime';

/**
 * A product's sale: its price from a start to an end, in the browser's time zone to the second. Saving replaces
 * the sale; the store switches prices at those moments on its own. The inputs keep what was typed on an error.
 */
export function SaleForm({
  productId,
  sale,
  onSaved,
}: {
  productId: number;
  sale: AdminSale | null;
  onSaved: (saved: AdminProductResponse) => void;
}) {
  const { status, error, fieldErrors, run } = useFormSubmit();
  const zone = `In your time zone (${localTimeZone()}).`;

  const save = async (data: FormData) => {
    const value = (name: string) => String(data.get(name) ?? '');
    const result = await run(() =>
      setProductSale(productId, {
        price: value('price'),
        startsAt: fromLocalInput(value('startsAt')),
        endsAt: fromLocalInput(value('endsAt')),
      }),
    );
    if (result.ok) onSaved(result.value);
  };

  return (
    <Form
      aria-label="Sale"
      status={status}
      errorMessage={error}
      successMessage="Sale saved."
      onSubmit={(data) => void save(data)}
    >
      <TextField
        label="Sale price (€)"
        description="Below the regular price, in euros, like 16, 16.5 or 16,50."
        name="price"
        // Text, not number: a number field takes 1e3 and drops 16,50; the pattern is the API's own rule.
        inputMode="decimal"
        pattern={PRICE_TEXT.source}
        autoComplete="off"
        required
        defaultValue={sale?.price}
        error={fieldError(fieldErrors, 'price')}
      />
      <DateTimeField
        label="Starts"
        description={zone}
        name="startsAt"
        step={1}
        required
        defaultValue={sale ? toLocalInput(sale.startsAt) : undefined}
        error={fieldError(fieldErrors, 'startsAt')}
      />
      <DateTimeField
        label="Ends"
        description={`${zone} The regular price returns then.`}
        name="endsAt"
        step={1}
        required
        defaultValue={sale ? toLocalInput(sale.endsAt) : undefined}
        error={fieldError(fieldErrors, 'endsAt')}
      />
      <FormSubmit>{sale ? 'Save sale' : 'Schedule sale'}</FormSubmit>
    </Form>
  );
}
