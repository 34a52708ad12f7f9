import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ValidationError } from '../errors';

export const COMMON_PASSWORD = 'This password is one of the most commonly used passwords. Choose another.';
export const GUESSABLE_PASSWORD =
  'This password is too easy to guess (a repetition, a sequence or a keyboard pattern). Choose another.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The dictionary (some MB) is loaded once, on the first password chosen, not at start. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** Why this password is refused, or undefined: a common password whole, or anything zxcvbn guesses at once. */
export async function weakPasswordReason(password: string): Promise<string | undefined> {
  const result = await (await loadEstimator()).check(password);
  const [only] = result.sequence;
  const common =
    result.sequence.length === 1 &&
    only?.pattern === 'dictionary' &&
    only.dictionaryName === 'passwords-common';
  if (common) return COMMON_PASSWORD;
  return result.score === 0 ? GUESSABLE_PASSWORD : undefined;
}

/** 400 at `field` for a password the policy refuses (the length rule is the contracts'). */
export async function enforcePasswordPolicy(password: string, field: string): Promise<void> {
  const reason = await weakPasswordReason(password);
  if (reason) throw new ValidationError([{ field, message: reason }]);
}
