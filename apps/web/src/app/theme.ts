import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

// A calm corporate blue; the 6th shade (index 6) is the primary filled colour.
const marca: MantineColorsTuple = [
  '#e9f2ff',
  '#d3e1fa',
  '#a6c0f0',
  '#769de7',
  '#4e80df',
  '#346dda',
  '#2563c9',
  '#1a52b0',
  '#10489e',
  '#003d8c',
];

/** The look of the back-office: restrained colours, compact controls, system fonts. */
export const tema = createTheme({
  primaryColor: 'marca',
  primaryShade: { light: 7, dark: 5 },
  colors: { marca },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  // Filled badges and buttons write in black or white, whichever reads better on their colour: below
  // a luminance of 0.179 white gives at least 4.58:1, above it black does (WCAG AA for any shade).
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    // labels read in sentence case everywhere: Mantine writes badges in capitals by default
    Badge: { styles: { root: { textTransform: 'none' } } },
    // one look for every button: sentence case, the theme's radius, no pill or capitals per screen
    Button: { styles: { root: { textTransform: 'none' } } },
    // a menu holds only its items (role menuitem): the hidden first-focus placeholder Mantine adds
    // (role presentation) is a child a menu may not have, so the focus goes to the menu itself
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Fechar notificação' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});

/** WCAG contrast ratio of two colours. */
export function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (escuro + 0.05);
}

/** The colour, darkened in small steps until it reads on `fundo` with at least 4.6:1. */
export function corLegivel(cor: string, fundo: string): string {
  let resultado = cor;
  for (let passo = 1; contraste(resultado, fundo) < 4.6 && passo <= 20; passo++) {
    resultado = darken(cor, passo * 0.05);
  }
  return resultado;
}

/**
 * Coloured text on white (Text c=…, outline buttons) and on the light variant's tint (badges, alerts)
 * in every colour of the theme, dark enough for WCAG AA: Mantine's defaults (shade 7 on white, shade 9
 * on shade 1) fall below 4.5:1 for green, teal, cyan, yellow, orange and lime.
 */
function coresDeTextoLegiveis(theme: MantineTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [nome, tons] of Object.entries(theme.colors)) {
    const texto = corLegivel(tons[7], '#ffffff');
    vars[`--mantine-color-${nome}-text`] = texto;
    vars[`--mantine-color-${nome}-outline`] = texto;
    vars[`--mantine-color-${nome}-light-color`] = corLegivel(tons[9], tons[1]);
  }
  return vars;
}

/** Dimmed text dark enough for WCAG AA contrast (Mantine's default gray 6 is not). */
export const resolverVariaveis: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...coresDeTextoLegiveis(theme),
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[6],
    // Field errors (message and text) in red 6 fall below 4.5:1 on white.
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});
