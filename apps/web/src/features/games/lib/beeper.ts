// The machine's sounds, synthesised with WebAudio oscillators (no audio files): a whirr when the reels
// start, a clunk as each reel stops, and a jingle that grows with the win. Silent until the player
// turns sound on; the audio context is made on that first tap, as browsers require.
import type { WinTier } from './win-tier';

type Wave = 'sine' | 'square' | 'triangle' | 'sawtooth';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

const JINGLES: Record<Exclude<WinTier, 'none' | 'returned'>, number[]> = {
  small: [659, 784, 988],
  big: [523, 659, 784, 1047, 1319],
  mega: [523, 659, 784, 1047, 784, 1047, 1319, 1568],
};

export class Beeper {
  private context: AudioContext | null = null;
  private on = false;

  get enabled() {
    return this.on;
  }

  setEnabled(on: boolean) {
    this.on = on;
    if (on) void this.audio()?.resume();
  }

  spinStart() {
    this.tone(180, 0, 0.09, 'sawtooth', 0.03);
    this.tone(260, 0.07, 0.09, 'sawtooth', 0.03);
  }

  reelStop(reel: number) {
    this.tone(150 - reel * 8, 0, 0.08, 'triangle', 0.12);
  }

  win(tier: WinTier) {
    // Only a net win sounds like one.
    if (tier === 'none' || tier === 'returned') return;
    const step = tier === 'small' ? 0.09 : 0.11;
    JINGLES[tier].forEach((frequency, index) => this.tone(frequency, index * step, step * 1.6, 'square', 0.035));
  }

  dispose() {
    void this.context?.close();
    this.context = null;
  }

  private audio(): AudioContext | null {
    if (!this.context) {
      const Context = audioContextClass();
      if (!Context) return null;
      this.context = new Context();
    }
    return this.context;
  }

  private tone(frequency: number, delay: number, duration: number, wave: Wave, volume: number) {
    if (!this.on) return;
    const audio = this.audio();
    if (!audio) return;
    const start = audio.currentTime + delay;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = wave;
    oscillator.frequency.setValueAtTime(frequency, start);
    // A quick attack and an exponential fade, so tones do not click.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + duration + 0.02);
  }
}
