/** The Diamonds set-up form, phone first: one seat per line with its move and remove buttons. */
import { css } from 'lit';
import { actionBarLook } from '../../shared/field-styles';

export const diamondsNewGameStyles = css`
  ol.seats {
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
    counter-reset: seat;
  }
  ol.seats li {
    counter-increment: seat;
    display: flex;
    align-items: center;
    gap: 0.3rem;
    margin: 0 0 0.4rem;
  }
  ol.seats li::before {
    content: counter(seat);
    width: 1.25rem;
    flex: none;
    font-weight: 700;
    color: var(--dl-muted, #55555f);
    text-align: right;
  }
  input[type='text'] {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.25rem 0.6rem;
    font: inherit;
    color: inherit;
    background: var(--dl-bg, #fff);
    border: 2px solid var(--dl-border, #cfcac0);
    border-radius: 8px;
  }
  .icon {
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
    font: inherit;
    font-size: 1.125rem;
    border-radius: 8px;
    border: 1px solid var(--dl-border, #cfcac0);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .icon:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .known {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0.25rem 0 0;
    padding: 0;
    list-style: none;
  }
  .chip {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    border-radius: 999px;
    border: 1px solid var(--dl-border, #cfcac0);
    background: transparent;
    color: inherit;
    cursor: pointer;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .choice {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.6rem;
    align-items: start;
    padding: 0.4rem 0;
    min-height: 44px;
  }
  .choice input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: var(--dl-accent);
  }
  .choice .line {
    grid-column: 2;
    font-size: 0.9375rem;
    color: var(--dl-muted, #55555f);
  }
  .choice.off {
    opacity: 0.65;
  }
  label.field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    margin-top: 0.5rem;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    font: inherit;
    color: inherit;
    background: var(--dl-bg, #fff);
    border: 2px solid var(--dl-border, #cfcac0);
    border-radius: 8px;
    padding: 0 0.5rem;
    max-width: 100%;
  }
  .errors {
    margin: 0 0 1rem;
  }
  .errors:empty {
    display: none;
  }
  .errors ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
  /* "Same players" names them: in a long language it wraps rather than widen the form. */
  .same {
    max-width: 100%;
    overflow-wrap: anywhere;
    margin: 0 0 0.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    ${actionBarLook}
  }
`;
