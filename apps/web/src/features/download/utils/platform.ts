// Which install instructions to show first: the ones for the device the page is open on.
export type InstallPlatform = 'ios' | 'android' | 'desktop';

export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  // iPadOS reports itself as a Mac; touch support tells them apart.
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The three platforms, the detected one first. */
export function platformOrder(first: InstallPlatform): InstallPlatform[] {
  return [first, ...(['ios', 'android', 'desktop'] as const).filter((platform) => platform !== first)];
}
