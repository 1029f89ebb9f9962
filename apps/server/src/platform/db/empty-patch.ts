/** A patch whose fields are all optional and that names none: it changes nothing (and `set({})` is invalid SQL). */
export const namesNothing = (patch: object) => Object.values(patch).every((value) => value === undefined);
