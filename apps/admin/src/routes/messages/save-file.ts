import type { DownloadedFile } from '@studio/contracts'

/**
 * Hands a downloaded file to the browser under the server's name. The export needs the bearer
 * header, so a plain link to the API cannot fetch it; the file goes through a short-lived blob URL.
 */
export function saveFile({ blob, filename }: DownloadedFile) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on a later task: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
