import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, LAYOUT } from '@indiwave/domain/constants';

// CSS cannot import the domain constants, so this test keeps styles.css in step with them.
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

function declared(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
}

describe('layout sizes in styles.css (spec 1 §9)', () => {
  it.each([
    ['--header-height-desktop', LAYOUT.headerHeight],
    ['--header-height-mobile', LAYOUT.headerHeightMobile],
    ['--player-height-desktop', LAYOUT.playerHeight],
    ['--player-height-mobile', LAYOUT.playerHeightMobile],
    ['--drawer-width-full', LAYOUT.drawerWidth],
    ['--drawer-width-medium', LAYOUT.drawerWidthMedium],
    ['--drawer-width-collapsed', LAYOUT.drawerWidthCollapsed],
    ['--content-max-width', LAYOUT.contentMaxWidth],
  ])('%s is %ipx', (name, px) => {
    expect(declared(name)).toBe(`${px}px`);
  });

  it('starts the max content width at 1440px', () => {
    expect(declared('--breakpoint-2xl')).toBe(`${LAYOUT.contentMaxWidthFrom}px`);
  });

  it('switches header and player to their phone sizes at 767px', () => {
    expect(css).toContain(
      `@media (width <= ${BREAKPOINTS.mobile}px) {\n  :root {\n    --header-height: var(--header-height-mobile);\n    --player-height: var(--player-height-mobile);`,
    );
  });
});

describe('breakpoints in styles.css (spec 1 §9)', () => {
  it('starts the min-width prefixes just above each spec width', () => {
    expect(declared('--breakpoint-sm')).toBe(`${BREAKPOINTS.smallMobile + 1}px`);
    expect(declared('--breakpoint-md')).toBe(`${BREAKPOINTS.mobile + 1}px`);
    expect(declared('--breakpoint-lg')).toBe(`${BREAKPOINTS.tablet + 1}px`);
    expect(declared('--breakpoint-xl')).toBe(`${BREAKPOINTS.smallDesktop + 1}px`);
  });

  it.each([
    ['small-mobile', `width <= ${BREAKPOINTS.smallMobile}px`],
    ['mobile', `width <= ${BREAKPOINTS.mobile}px`],
    ['tablet', `width <= ${BREAKPOINTS.tablet}px`],
    ['small-desktop', `width <= ${BREAKPOINTS.smallDesktop}px`],
    ['desktop', `width > ${BREAKPOINTS.smallDesktop}px`],
  ])('has the %s variant (%s)', (name, query) => {
    expect(css).toContain(`@custom-variant ${name} (@media (${query}));`);
  });
});
