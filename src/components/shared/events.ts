/**
 * Every custom event of the app's components goes through `emit`, so all of them share one
 * prefix (`dl-`), bubble and cross shadow roots the same way.
 */
export function emit<T>(host: EventTarget, name: `dl-${string}`, detail?: T): boolean {
  return host.dispatchEvent(new CustomEvent<T | undefined>(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
