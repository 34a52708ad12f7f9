// `@keyshop/ui/reset.css`: the opt-in global reset, bundled on its own (build/stylesheet.ts); no JS is published.
import './theme/global.css';
