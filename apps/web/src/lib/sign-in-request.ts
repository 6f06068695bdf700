// Lets a page ask for the sign-in dialog without importing the auth feature (features never import
// each other): the app shell connects the dialog once at start-up, pages call requestSignIn().
type Opener = () => Promise<boolean>;

let opener: Opener | null = null;

export function connectSignInDialog(open: Opener): void {
  opener = open;
}

/** Opens the sign-in dialog; true once the visitor has signed in, false if they closed it. */
export function requestSignIn(): Promise<boolean> {
  return opener ? opener() : Promise.resolve(false);
}
