/**
 * jsdom has the <dialog> element without its modal behaviour (showModal, close, Escape). The
 * admin's drawers are the browser's modal dialogs, so the screen tests get the part of the
 * platform they exercise, as the HTML standard defines it: showModal and close set `open` (close
 * also fires `close`), and Escape fires a cancelable `cancel` at the topmost open modal, closing it
 * unless the page prevents that. What jsdom cannot do (inertness, the top layer) is left to the
 * Playwright tests in a real browser.
 */
export function supplyModalDialogs() {
  const prototype = HTMLDialogElement.prototype
  if (typeof prototype.showModal === 'function') return
  const modals: HTMLDialogElement[] = []
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError')
    this.setAttribute('open', '')
    modals.push(this)
  }
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return
    if (returnValue !== undefined) this.returnValue = returnValue
    this.removeAttribute('open')
    modals.splice(modals.indexOf(this), 1)
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const top = modals.filter((dialog) => dialog.isConnected && dialog.hasAttribute('open')).at(-1)
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
