import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readKeyFile } from '../src/keys/key-file';

describe('reading a key file', () => {
  it('fails, rather than waits, when the upload breaks off', async () => {
    const input = new Readable({ read() {} });
    input.push('AAAA-BBBB-CCCC\nDDDD-EEEE-FFFF\n');
    const reading = readKeyFile(input, { format: 'text', maxBytes: 2 ** 20 });
    setTimeout(() => input.destroy(new Error('aborted')), 10);
    await expect(reading).rejects.toThrow('aborted');
  });

  it('leaves the input alive when it refuses the file, so a connection can answer', async () => {
    // More of the upload still to come when line 2 is refused.
    const input = new Readable({ read() {} });
    input.push(`${'A'.repeat(20)},Acme\n${'B'.repeat(20)},Acme,1,extra\n${'C'.repeat(20)},Ac`);
    await expect(readKeyFile(input, { format: 'csv', maxBytes: 2 ** 20 })).rejects.toMatchObject({
      details: { line: 2 },
    });
    expect(input.destroyed).toBe(false);
  });
});
