import { css } from 'lit';

/** The players screen's own layout: the list, each player's editor, colours and merges. */
export const playersStyles = css`
  ul.players {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  .player {
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0.75rem 1rem;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  .former {
    flex-basis: 100%;
    order: 5;
    overflow-wrap: anywhere;
  }
  .name {
    font-weight: 700;
    flex: 1 1 8rem;
    overflow-wrap: anywhere;
  }
  .swatch {
    display: inline-block;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: currentColor;
    flex: none;
    vertical-align: middle;
  }
  .editor {
    margin-top: 0.75rem;
    display: grid;
    gap: 1rem;
  }
  form,
  fieldset {
    margin: 0;
    display: grid;
    gap: 0.5rem;
  }
  fieldset {
    border: 1px solid var(--dl-border);
    border-radius: 8px;
    padding: 0.5rem 0.75rem 0.75rem;
  }
  legend,
  label.field {
    font-weight: 600;
  }
  label.field {
    display: grid;
    gap: 0.25rem;
  }
  .colours {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
    gap: 0.25rem 0.75rem;
  }
  .colours label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }
  .colours input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .error {
    color: var(--dl-text);
    border-left: 6px solid var(--dl-warning);
    background: var(--dl-warning-bg);
    padding: 0.5rem 0.75rem;
    margin: 0;
    border-radius: 4px;
  }
  .hint {
    font-size: 0.9375rem;
    margin: 0;
  }
`;
