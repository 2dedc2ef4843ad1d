/**
 * The two things the Devices card (./devices-setting.ts) shows on request: the link that joins
 * another device, as a QR code and as text to copy; and the recovery kit's code, to print (on paper
 * the kit is ./devices-kit-print.ts). Plain templates: the card keeps the state, these only say it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';

export function linkPanel(link: string, copy: () => void, copied: 'copied' | 'not-copied' | null): TemplateResult {
  return html`<div class="panel link-panel">
    <p>
      ${msg(
        'On the other device, scan this code with the camera, or open the link in its browser. Anyone with this link can join the ledger: send it only to yourself.',
        {
          id: 'settings.devices.link.how',
        },
      )}
    </p>
    <dl-qr-code .text=${link} .label=${msg(str`QR code of the link: ${link}`, { id: 'settings.devices.link.qr' })}></dl-qr-code>
    <label for="ledger-link">${msg('The link', { id: 'settings.devices.link.label' })}</label>
    <div class="row">
      <input id="ledger-link" class="link-text" type="text" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      <button type="button" class="button secondary" data-action="copy" @click=${copy}>${msg('Copy', { id: 'settings.devices.link.copy' })}</button>
    </div>
    <p role="status" class="copied">
      ${
        copied === 'copied'
          ? msg('Copied.', { id: 'settings.devices.link.copied' })
          : copied === 'not-copied'
            ? msg('This browser would not copy it: select the link and copy it yourself.', { id: 'settings.devices.link.not-copied' })
            : nothing
      }
    </p>
  </div>`;
}

export function kitPanel(code: string, file: string, print: () => void): TemplateResult {
  // The file's name on one line: a break after one of its hyphens reads as two names.
  const name = file.replace(/-/g, '\u2011');
  return html`<div class="panel kit-panel">
    <p class="ok">${msg(str`The recovery kit is saved as ${name}.`, { id: 'settings.devices.kit.saved' })}</p>
    <p class="warning-text">
      ${msg(
        'Anyone with this kit can read and change every game in your ledger. Keep it somewhere safe. Without it and without another linked device, a lost phone’s games cannot be brought back.',
        { id: 'settings.devices.kit.warning' },
      )}
    </p>
    <p id="code-title">${msg('The recovery code, to print or write down:', { id: 'settings.devices.kit.code' })}</p>
    <p class="code" translate="no">${code.split('-').map((group) => html`<span class="group">${group}</span> `)}</p>
    <button type="button" class="button secondary" data-action="print" @click=${print}>${msg('Print the code', { id: 'settings.devices.kit.print' })}</button>
  </div>`;
}
