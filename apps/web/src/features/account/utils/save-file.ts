// Saves text the server produced as a file on the player's device, under the name it chose.
export function saveTextFile(filename: string, text: string, type = 'application/json;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
