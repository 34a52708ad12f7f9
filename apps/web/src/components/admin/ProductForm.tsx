import {
  PRICE_TEXT,
  productPlatforms,
  regionCodes,
  regionLabels,
  type AdminProductResponse,
  type Product,
} from '@keyshop/contracts/operator';
import { Checkbox, Form, FormSubmit, Select, TextArea, TextField } from '@keyshop/ui';
import { useId } from 'react';
import { saveAdminProduct } from '../../api/admin';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { fieldError } from '../../lib/admin/fieldError';
import { platformOf, productRequestOf } from '../../lib/admin/productForm';

const platformOptions = Object.entries(productPlatforms).map(([value, label]) => ({ value, label }));

/**
 * A product's own fields, for a new product (without `product`) or an existing one. The inputs keep what was
 * typed (uncontrolled), so a refused save loses nothing; each field shows the API's error for it.
 */
export function ProductForm({
  product,
  onSaved,
}: {
  product?: Product;
  onSaved: (saved: AdminProductResponse) => void;
}) {
  const { status, error, fieldErrors, run } = useFormSubmit();
  const regionsId = useId();
  const regionsError = fieldError(fieldErrors, 'regionalLimitations');
  const limited = product?.regionalLimitations.kind === 'regions' ? product.regionalLimitations.regions : [];

  const save = async (data: FormData) => {
    const result = await run(() => saveAdminProduct(product?.id, productRequestOf(data)));
    if (result.ok) onSaved(result.value);
  };

  return (
    <Form
      aria-label="Product details"
      status={status}
      errorMessage={error}
      successMessage="Product saved."
      onSubmit={(data) => void save(data)}
    >
      <TextField
        label="Name"
        name="company_name"
        required
        maxLength={200}
        autoComplete="off"
        defaultValue={product?.company_name}
        error={fieldError(fieldErrors, 'company_name')}
      />
      <TextField
        label="Price (€)"
        description="The regular price in euros, like 16, 16.5 or 16,50."
        name="price"
        // Text, not number: a number field takes 1e3 and drops 16,50; the pattern is the API's own rule.
        inputMode="decimal"
        pattern={PRICE_TEXT.source}
        autoComplete="off"
        required
        defaultValue={product?.regularPrice ?? product?.price}
        error={fieldError(fieldErrors, 'price')}
      />
      <Select
        label="Platform"
        description="Where the product's keys activate."
        name="platform"
        required
        placeholder="Choose a platform"
        options={platformOptions}
        defaultValue={product ? platformOf(product) : ''}
        error={fieldError(fieldErrors, 'platform')}
      />
      <TextField
        label="Genres"
        description="Separated by commas, e.g. RPG, Indie (at most 10)."
        name="genres"
        autoComplete="off"
        defaultValue={product?.genres.join(', ')}
        error={fieldError(fieldErrors, 'genres')}
      />
      <fieldset aria-describedby={regionsError ? `${regionsId}-error` : `${regionsId}-description`}>
        <legend>Activation regions</legend>
        <p id={`${regionsId}-description`}>None ticked: the key activates worldwide.</p>
        {regionCodes.map((code) => (
          <Checkbox
            key={code}
            label={regionLabels[code]}
            name="regions"
            value={code}
            defaultChecked={limited.includes(code)}
          />
        ))}
        {regionsError && <p id={`${regionsId}-error`}>{regionsError}</p>}
      </fieldset>
      <TextArea
        label="Short description"
        name="short_description"
        rows={2}
        maxLength={500}
        defaultValue={product?.short_description}
        error={fieldError(fieldErrors, 'short_description')}
      />
      <TextArea
        label="Description"
        name="description"
        rows={8}
        maxLength={20_000}
        defaultValue={product?.description}
        error={fieldError(fieldErrors, 'description')}
      />
      <Checkbox
        label="Featured"
        description="Shown first in the store's featured order."
        name="featured"
        defaultChecked={product?.featured}
        error={fieldError(fieldErrors, 'featured')}
      />
      <FormSubmit>{product ? 'Save product' : 'Create product'}</FormSubmit>
    </Form>
  );
}
