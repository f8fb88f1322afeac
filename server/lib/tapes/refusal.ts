/** A tape that cannot be read at all; the message is shown to the user as the batch's failure. */
export class TapeRefusal extends Error {
  override readonly name = 'TapeRefusal';
}
