// A pachislot's three stop buttons. The server has already drawn the game: each reel stops on the
// server's stop for that reel, whichever order the player presses the buttons in. A button pressed
// before the server has answered is remembered and served as soon as the answer arrives; the reels
// not pressed stop by themselves (`stopRest`), one after another, or all at once for a quick stop.

/** How a reel was sent to its stop: its own button, the automatic stop, or a quick stop. */
export type StopCause = 'press' | 'auto' | 'quick';

/**
 * Sends one reel to its stop. `index` is the reel's place among those sent together (the presses
 * remembered until the answer, or an automatic stop), so they can brake one after another in order.
 */
export type SendStop = (reel: number, stop: number, cause: StopCause, index: number) => Promise<void> | void;

export class StopOrder {
  private stops: readonly number[] | null = null;
  /** Reels asked to stop, in the order asked (pressed before the answer, or sent). */
  private readonly asked: { reel: number; cause: StopCause }[] = [];
  /** Reels actually sent to their stops, in order. */
  readonly sent: number[] = [];
  private finish: () => void = () => undefined;
  private last: Promise<void> | void = undefined;
  /** Resolves once every reel has been sent to its stop and the last one has landed. */
  readonly done: Promise<void>;

  constructor(
    readonly reels: number,
    private readonly send: SendStop,
    private readonly onChange?: (pressed: readonly number[]) => void,
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  /** The reels whose stop has been asked for, in order (what the buttons show as pressed). */
  get pressed(): number[] {
    return this.asked.map((entry) => entry.reel);
  }

  get answered(): boolean {
    return this.stops !== null;
  }

  isPressed(reel: number): boolean {
    return this.asked.some((entry) => entry.reel === reel);
  }

  /** The player pressed this reel's button; false when it does not count (already pressed). */
  press(reel: number): boolean {
    return this.ask(reel, 'press');
  }

  /** The server's answer: the stop of each reel. Buttons pressed before it are served now, in order. */
  answer(stops: readonly number[]) {
    if (this.stops) return;
    this.stops = stops;
    this.asked.forEach((entry, index) => this.dispatch(entry.reel, entry.cause, index));
  }

  /** Every reel not yet asked for stops by itself (left to right): 'auto' after a while, 'quick' at once. */
  stopRest(cause: Exclude<StopCause, 'press'> = 'auto') {
    let index = 0;
    for (let reel = 0; reel < this.reels; reel++) if (this.ask(reel, cause, index)) index++;
  }

  private ask(reel: number, cause: StopCause, index = 0): boolean {
    if (!Number.isInteger(reel) || reel < 0 || reel >= this.reels || this.isPressed(reel)) return false;
    this.asked.push({ reel, cause });
    this.onChange?.(this.pressed);
    if (this.stops) this.dispatch(reel, cause, index);
    return true;
  }

  private dispatch(reel: number, cause: StopCause, index: number) {
    if (this.sent.includes(reel)) return;
    this.sent.push(reel);
    this.last = this.send(reel, this.stops![reel]!, cause, index);
    if (this.sent.length === this.reels) void Promise.resolve(this.last).then(this.finish);
  }
}
