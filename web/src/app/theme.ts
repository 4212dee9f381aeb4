import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      // Chakra's solid teal, green, orange and cyan (the 600 shades) under white text fall short
      // of WCAG AA's 4.5:1 (3.3 to 3.7); the 700 shades pass (6.8 to 7.9). tests/e2e/a11y.test.ts.
      colors: Object.fromEntries(
        ['teal', 'green', 'orange', 'cyan'].map((p) => [
          p,
          { solid: { value: { _light: `{colors.${p}.700}`, _dark: `{colors.${p}.600}` } } },
        ]),
      ),
    },
  },
});

/** Chakra's default design system with the app's fonts, page background and AA-contrast solid colours. */
export const system = createSystem(defaultConfig, config);
