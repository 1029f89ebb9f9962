/** Lets code outside React (logout, forced sign-out) navigate with the app's router. */
type Navigate = (path: string) => Promise<void> | void;
let navigator: Navigate = (path) => globalThis.location.assign(path);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Resolves once the navigation has completed. */
export const navigateTo = async (path: string) => navigator(path);
