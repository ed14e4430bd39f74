import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Fechar notificação' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});

/** Dimmed text dark enough for WCAG AA contrast (Mantine's default gray 6 is not). */
export const resolverVariaveis: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[6],
    // Field errors (message and text) in red 6 fall below 4.5:1 on white.
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});
