/** Lets code outside React (logout, forced sign-out) navigate with the app's router. */
let navigator: (path: string) => void = (path) => globalThis.location.assign(path);

export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

export const navigateTo = (path: string) => navigator(path);
