/** The CSS of <history-screen> (./history-screen.ts), listed in its `static styles`. */
import { css } from 'lit';

export const historyScreenStyles = css`
  form {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
    gap: 0.75rem 1rem;
    align-items: end;
    margin-bottom: 0.75rem;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-bottom: 1rem;
  }
  .count {
    margin: 0;
    flex: 1 1 auto;
  }
  ul.sessions {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  a.session {
    display: grid;
    gap: 0.125rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    background: var(--dl-surface);
    color: var(--dl-text);
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a.session:hover .game {
    text-decoration: underline;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 0.75rem;
  }
  .game {
    font-weight: 700;
    color: var(--dl-link);
  }
  .more {
    margin-top: 1rem;
  }
`;
