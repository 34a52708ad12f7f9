// Doc blocks for the Foundations pages. Every value shown is read from the token contract (`vars`) and the
// themes' values (`themeValues`), so the docs cannot drift from what the components use.
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/breakpoints';
import { measureContrast } from '../theme/contrast';
import { themeNames } from '../theme/themes.css';
import { themeValues, type ThemeValues } from '../theme/themeValues';

type Group = Exclude<keyof ThemeValues, 'color'>;

/** `var(--ks-color-text)` → `--ks-color-text`. */
const property = (reference: string) => reference.replace(/^var\((--[\w-]+)\)$/, '$1');
const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #dde1e8',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'start' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function TokenName({ group, token }: { group: keyof ThemeValues; token: string }) {
  const reference = (vars[group] as Record<string, string>)[token]!;
  return (
    <td style={cell}>
      <strong>{token}</strong>
      <br />
      <code style={code}>{property(reference)}</code>
    </td>
  );
}

/** Every colour token as a swatch in each theme. */
export function ColorSwatches() {
  return (
    <Table head={['Token', ...themeNames]}>
      {Object.keys(vars.color).map((token) => (
        <tr key={token}>
          <TokenName group="color" token={token} />
          {themeNames.map((theme) => {
            const value = themeValues[theme].color[token as keyof ThemeValues['color']];
            return (
              <td key={theme} style={cell}>
                <span
                  data-token={token}
                  data-theme-name={theme}
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 28,
                    borderRadius: 6,
                    border: '1px solid #8d96a7',
                    background: value,
                    verticalAlign: 'middle',
                    marginInlineEnd: 8,
                  }}
                />
                <code style={code}>{value}</code>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** The WCAG contrast ratio of every pair the themes promise, drawn as the pair itself. */
export function ContrastPairs() {
  const results = Object.fromEntries(
    themeNames.map((theme) => [theme, measureContrast(themeValues[theme].color)]),
  );
  return (
    <Table head={['Foreground on background', 'Minimum', ...themeNames]}>
      {results.light!.map((pair, index) => (
        <tr key={`${pair.foreground}-${pair.background}`}>
          <td style={cell}>
            <code style={code}>
              {pair.foreground} on {pair.background}
            </code>
          </td>
          <td style={cell}>{pair.minimum}:1</td>
          {themeNames.map((theme) => {
            const result = results[theme]![index]!;
            return (
              <td key={theme} style={cell} data-contrast={result.passes ? 'pass' : 'fail'}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '2px 8px',
                    borderRadius: 4,
                    color: result.foregroundValue,
                    background: result.backgroundValue,
                    border: `2px solid ${pair.minimum === 3 ? result.foregroundValue : 'transparent'}`,
                    marginInlineEnd: 8,
                  }}
                >
                  Aa
                </span>
                {result.ratio.toFixed(2)}:1 {result.passes ? 'AA ✓' : 'below AA ✗'}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

const shared = themeValues.light;

/** Font sizes with a sample line, plus the families, weights and line heights. */
export function TypeScale() {
  return (
    <>
      <Table head={['Token', 'Value', 'Sample']}>
        {Object.entries(shared.fontSize).map(([token, value]) => (
          <tr key={token}>
            <TokenName group="fontSize" token={token} />
            <td style={cell}>
              <code style={code}>{value}</code>
            </td>
            <td
              style={{
                ...cell,
                fontSize: value,
                fontFamily: shared.font.body,
                lineHeight: shared.lineHeight.tight,
              }}
            >
              Elden Ring — €59.99
            </td>
          </tr>
        ))}
      </Table>
      <Table head={['Token', 'Value']}>
        {(['font', 'fontWeight', 'lineHeight'] as const).flatMap((group) =>
          Object.entries(shared[group]).map(([token, value]) => (
            <tr key={`${group}-${token}`}>
              <TokenName group={group} token={token} />
              <td style={{ ...cell, ...(group === 'font' ? { fontFamily: value } : {}) }}>
                <code style={code}>{value}</code>
              </td>
            </tr>
          )),
        )}
      </Table>
    </>
  );
}

const bar = (style: CSSProperties) => (
  <span style={{ display: 'inline-block', background: '#7c3aed', height: 16, ...style }} />
);

/** A scale of lengths (spacing, sizes) as bars. */
export function LengthScale({ group }: { group: Extract<Group, 'space' | 'size'> }) {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(shared[group]).map(([token, value]) => (
        <tr key={token}>
          <TokenName group={group} token={token} />
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>{bar({ width: `min(${value}, 100%)` })}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii as boxes. */
export function RadiusScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(shared.radius).map(([token, value]) => (
        <tr key={token}>
          <TokenName group="radius" token={token} />
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>{bar({ width: 64, height: 40, borderRadius: value })}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * Shadows of each theme, drawn on that theme's raised surface and background. Each sample sits in a padded,
 * clipped well, so the deepest shadow stays inside its cell; dark samples carry the theme's border, as raised
 * surfaces do there, so they read on the dark page.
 */
export function ShadowScale() {
  return (
    <Table head={['Token', ...themeNames]}>
      {Object.keys(vars.shadow).map((token) => (
        <tr key={token}>
          <TokenName group="shadow" token={token} />
          {themeNames.map((theme) => {
            const { color, shadow } = themeValues[theme];
            const value = shadow[token as keyof typeof shadow];
            return (
              <td key={theme} style={cell}>
                <div
                  data-shadow-well={theme}
                  style={{
                    overflow: 'hidden',
                    padding: '24px 40px 48px',
                    borderRadius: 8,
                    background: color.background,
                    color: color.text,
                  }}
                >
                  <div
                    data-shadow-sample={token}
                    style={{
                      width: 64,
                      height: 40,
                      borderRadius: 8,
                      background: color.surfaceRaised,
                      border: theme === 'dark' ? `1px solid ${color.border}` : undefined,
                      boxShadow: value,
                    }}
                  />
                </div>
                <code style={{ ...code, display: 'block', marginBlockStart: 6, overflowWrap: 'anywhere' }}>
                  {value}
                </code>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** Stacking order, lowest first. */
export function ZIndexScale() {
  const layers = Object.entries(shared.zIndex).sort(([, a], [, b]) => Number(a) - Number(b));
  return (
    <Table head={['Token', 'Value']}>
      {layers.map(([token, value]) => (
        <tr key={token}>
          <TokenName group="zIndex" token={token} />
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Durations and easing; the sample moves on hover or focus unless the reader asks for reduced motion. */
export function MotionScale() {
  const { durationFast, durationNormal, easing } = shared.motion;
  return (
    <Table head={['Token', 'Value', 'Try it (hover or focus)']}>
      {Object.entries(shared.motion).map(([token, value]) => (
        <tr key={token}>
          <TokenName group="motion" token={token} />
          <td style={cell}>
            <code style={code}>{value}</code>
          </td>
          <td style={cell}>
            {token === 'easing' ? null : (
              <button
                type="button"
                className="ks-motion-sample"
                style={{ transition: `transform ${value} ${easing}` }}
              >
                {token === 'durationFast'
                  ? `${durationFast} (hover, press)`
                  : `${durationNormal} (open, close)`}
              </button>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The breakpoints every media and container query reads, smallest first. */
export function BreakpointScale() {
  return (
    <Table head={['Breakpoint', 'Width', 'In CSS']}>
      {Object.entries(breakpoints).map(([name, width]) => (
        <tr key={name}>
          <td style={cell}>
            <strong>{name}</strong>
          </td>
          <td style={cell}>
            <code style={code}>{width}</code> ({parseFloat(width) * 16} px)
          </td>
          <td style={cell}>
            <code style={code}>{`minWidth('${name}')`}</code> →{' '}
            <code style={code}>{`(min-width: ${width})`}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
