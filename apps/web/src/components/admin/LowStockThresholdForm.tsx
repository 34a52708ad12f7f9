import { Form, FormSubmit, TextField } from '@keyshop/ui';
import { setLowStockThreshold } from '../../api/admin';
import { useFormSubmit } from '../../hooks/useFormSubmit';

/** A product's own low-stock threshold (`threshold`, null: none); left blank, the shop's default applies. */
export function LowStockThresholdForm({
  productId,
  threshold,
  defaultThreshold,
  onSaved,
}: {
  productId: number;
  threshold: number | null;
  defaultThreshold: number | undefined;
  onSaved: () => void;
}) {
  const { status, error, run } = useFormSubmit();
  const save = async (data: FormData) => {
    const text = String(data.get('threshold') ?? '').trim();
    const result = await run(() => setLowStockThreshold(productId, text === '' ? null : Number(text)));
    if (result.ok) onSaved();
  };
  return (
    <Form
      aria-label="Low-stock threshold"
      status={status}
      errorMessage={error}
      successMessage="Threshold saved."
      onSubmit={(data) => void save(data)}
    >
      <TextField
        label="Low-stock threshold"
        description={`Keys in stock at or below which the operator is e-mailed. Blank: the default${defaultThreshold === undefined ? '' : ` (${defaultThreshold})`}.`}
        name="threshold"
        defaultValue={threshold ?? ''}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
      />
      <FormSubmit>Save threshold</FormSubmit>
    </Form>
  );
}
