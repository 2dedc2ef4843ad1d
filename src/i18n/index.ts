/**
 * What components use from the i18n layer. A component that shows text:
 *
 *   @localized() @customElement('settings-screen') class … extends LitElement {
 *   render() { return html`<h1>${msg('Settings', { id: 'settings.title' })}</h1>`; }
 *
 * Text built outside `render` (labels in module-level tables) must be built at render time, in a
 * function, or it stays in the language it was first made in.
 */
export { localized, msg, str } from '@lit/localize';
export { getLocale, setLocale, isLocale, LOCALES, type Locale } from './localization.js';
export { formatBytes, formatDate, formatList, formatNumber, formatOrdinal, plural, pluralOf } from './format.js';
