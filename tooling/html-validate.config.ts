// html-validate's configuration for the server's pages (tests/server/html-validate.test.ts, issue 28):
// the recommended rules, less the ones that only judge how the markup is written, not what it means.
// Each one turned off or eased says why.
import type { ConfigData } from 'html-validate';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Style: `<!doctype html>` is how Vite's template and the HTML standard's own examples write it.
    'doctype-style': 'off',
    // Style: React writes void elements as `<img … />` and boolean and empty attributes as `hidden=""`;
    // the parser reads both forms the same.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Style: React writes some attributes in camel case (`inputMode`, `autoComplete`); HTML attribute
    // names are case-insensitive, the browser reads them the same.
    'attr-case': 'off',
    // React's useId makes ids like `_R_1h6_`: valid HTML (any id without spaces, unique); the strict form of
    // the rule asks for HTML 4's letter first. The relaxed form still checks they are not empty or spaced.
    'valid-id': ['error', { relaxed: true }],
  },
};
