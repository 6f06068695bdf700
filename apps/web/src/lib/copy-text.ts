// Copies a value for the player and says so; when the clipboard is refused (an insecure origin, a
// denied permission) the value stays on screen, selectable, and the player is told to copy it by hand.
import { toast } from '../components/toast';

export async function copyText(value: string, texts: { done: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(texts.done);
  } catch {
    toast.fail(texts.failed);
  }
}
