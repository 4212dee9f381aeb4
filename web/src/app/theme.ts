import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  recipes,
  segmentGroupSlotRecipe,
  semanticTokens,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The slot recipes (styles of multi-part components) of the Chakra components the app uses. Chakra's
 * default theme carries all of them (about 14 kB gzip of the first load); a component whose recipe is
 * missing renders unstyled, so theme.test.ts fails when web/src imports a component not listed here.
 * The single-part recipes (button, input, badge…) are small and all kept.
 */
export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's defaultThemeConfig (@chakra-ui/react/theme), with only the slot recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
  },
  theme: {
    keyframes: {
      // The loading bar's slide (LoadingBar.tsx): a transform, which the compositor animates
      // without the page's main thread.
      'loading-slide': {
        from: { transform: 'translateX(-80%)' },
        to: { transform: 'translateX(200%)' },
      },
    },
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
export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
