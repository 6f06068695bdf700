// The address an account holds when it has none of its own (opened by an agent without one, or given up
// to the owner who confirmed it): no mail reaches it, so it is not shown as the player's address.
export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith('@users.invalid');
}
