/**
 * Why an archive is refused, in one line a person can act on. Everything that reads or imports an
 * archive throws this for a bad archive (and nothing else), so the command line prints the message
 * and the API answers it as a 400 or 409.
 */
export class ArchiveRefusal extends Error {
  override name = 'ArchiveRefusal'
  /** 409 when the studio's state stops it (a conflict), 400 when the archive or the request does. */
  readonly status: 400 | 409

  constructor(message: string, status: 400 | 409 = 400) {
    super(message)
    this.status = status
  }
}
