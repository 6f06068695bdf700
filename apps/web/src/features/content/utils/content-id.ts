// The ?id= of a content detail address as a row id, or null when it is not a positive whole number.
export function contentIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
