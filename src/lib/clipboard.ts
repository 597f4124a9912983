/** Copy buttons (invite code and link, a deposit's receiving account and reference): one way to put text on the clipboard. */

/** Puts `text` on the clipboard; where the browser refuses, the old way from the selected text; false when neither works. */
export async function copyText(text: string, shown: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an insecure origin, an old browser) or permission refused: select and copy.
  }
  const selection = getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(shown);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    // Deprecated but still the only way without the Clipboard API; the text stays selected if it fails.
    if (document.execCommand('copy')) {
      selection.removeAllRanges();
      return true;
    }
  } catch {
    // Refused as well: the selection stays for the player's own Copy.
  }
  return false;
}
