/** The CSS of <relay-setting> (./relay-setting.ts), listed in its `static styles`. */
import { css } from 'lit';

export const relaySettingStyles = css`
  form {
    display: grid;
    gap: 0.5rem;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0 0.5rem;
    max-width: 100%;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
