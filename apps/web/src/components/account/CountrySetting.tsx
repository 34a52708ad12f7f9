import { countryCodes } from '@keyshop/contracts';
import { Select, SettingsSection } from '@keyshop/ui';
import { useMemo } from 'react';
import { countryName, useCountry } from '../../state/country';

/** Where the shopper activates keys: the cart and checkout flag keys that will not activate there. */
export function CountrySetting() {
  const { country, source, setCountry } = useCountry();
  const options = useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    [],
  );
  return (
    <SettingsSection
      title="Country"
      description="Keys are checked against this country before you buy: a key that will not activate there is flagged in your cart."
    >
      <Select
        label="Your country"
        description={
          source === 'language'
            ? 'Taken from your browser’s language until you choose one. Saved in this browser.'
            : 'Saved in this browser.'
        }
        options={options}
        value={country ?? ''}
        placeholder={country === null ? 'Loading…' : undefined}
        onChange={(event) => setCountry(event.currentTarget.value)}
      />
    </SettingsSection>
  );
}
