// The "external" build of ALTCHA keeps its styles in a CSS file and its proof-of-work
// workers in their own scripts, so the widget runs under a strict Content-Security-Policy
// (no inline <style>, no blob: or data: workers). Vite bundles the workers as same-origin
// files. This module is only ever imported lazily, when a form shows the robot check.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

let isRegistered = false;

/** Registers the proof-of-work algorithms the self-hosted ALTCHA challenges may use. */
export function registerAltchaAlgorithms(): void {
  if (isRegistered) return;
  for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(name, () => new ShaWorker());
  }
  for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());
  }
  isRegistered = true;
}
