import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contraste, corLegivel, resolverVariaveis, tema } from './theme';

const temaCompleto = mergeMantineTheme(DEFAULT_THEME, tema);

describe('theme contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contraste('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contraste('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('darkens a colour until it reads on its background, and keeps one that already does', () => {
    expect(contraste(corLegivel('#fab005', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(corLegivel('#10489e', '#ffffff')).toBe('#10489e');
  });

  it('gives every colour of the theme readable text on white and on its light tint', () => {
    const vars = resolverVariaveis(temaCompleto).light;
    for (const [nome, tons] of Object.entries(temaCompleto.colors)) {
      expect(contraste(vars[`--mantine-color-${nome}-text`], '#ffffff'), nome).toBeGreaterThanOrEqual(4.5);
      expect(contraste(vars[`--mantine-color-${nome}-light-color`], tons[1]), nome).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('with its luminance threshold, the black or white text on any filled shade reads at 4.5:1', () => {
    // Mantine's autoContrast writes black on a colour lighter than the threshold, white otherwise
    const limite = temaCompleto.luminanceThreshold;
    for (const [nome, tons] of Object.entries(temaCompleto.colors)) {
      for (const cor of tons) {
        const texto = luminance(cor) > limite ? '#000000' : '#ffffff';
        expect(contraste(cor, texto), `${nome} ${cor}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('theme consistency', () => {
  it('writes badges and buttons in sentence case, never in capitals', () => {
    const estilos = (nome: 'Badge' | 'Button') =>
      (temaCompleto.components[nome]?.styles as { root?: { textTransform?: string } } | undefined)?.root;
    expect(estilos('Badge')?.textTransform).toBe('none');
    expect(estilos('Button')?.textTransform).toBe('none');
  });

  it('gives menus no child but their items (no hidden focus placeholder)', () => {
    expect(temaCompleto.components.Menu?.defaultProps?.withInitialFocusPlaceholder).toBe(false);
  });
});
