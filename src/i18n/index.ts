/**
 * What components use from the i18n layer. A component that shows text:
 *
 *   @customElement('settings-screen')
 *   @localized() // below customElement: it must apply first, or an element already in the page
 *                // (app-shell) is upgraded before it is localized
 *   class … extends LitElement {
 *   render() { return html`<h1>${msg('Settings', { id: 'settings.title' })}</h1>`; }
 *
 * Text built outside `render` (labels in module-level tables) must be built at render time, in a
 * function, or it stays in the language it was first made in.
 */
export { localized, msg, str } from '@lit/localize';
export { getLocale, setLocale, isLocale, LOCALES, type Locale } from './localization';
export { formatBytes, formatDate, formatList, formatNumber, formatOrdinal, plural, pluralOf } from './format';
