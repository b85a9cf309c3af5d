/** Why an archive is refused: the archive toolkit's one refusal (@studio/contracts/archive), named here for the API's modules. */
export { ArchiveRefusal } from '@studio/contracts/archive'
