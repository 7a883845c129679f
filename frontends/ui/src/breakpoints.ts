/** @module Media queries shared by the admin building blocks (phones first). */
export const atLeastTablet = "screen and (min-width: 640px)";
export const atLeastDesktop = "screen and (min-width: 1024px)";
